// How the app's build plugins find their chunks in a build's bundle.

/**
 * The chunk a lazily imported `module` (e.g. '/mocks/browser.ts') became; the build fails when there
 * is none, as the plugins that ask would otherwise do nothing unnoticed.
 */
export function lazyChunk(bundle, module) {
  const chunk = Object.values(bundle).find(
    (output) =>
      output.type === 'chunk' &&
      output.isDynamicEntry &&
      output.facadeModuleId?.split('?')[0]?.endsWith(module),
  );
  if (!chunk) throw new Error(`No lazily loaded file holds ${module}: is it still imported lazily?`);
  return chunk;
}

/** `roots` and every chunk they import statically, each once, in the order they are first reached. */
export function withStaticImports(bundle, roots) {
  const found = new Set();
  const visit = (chunk) => {
    if (found.has(chunk)) return;
    found.add(chunk);
    chunk.imports.forEach((file) => visit(bundle[file]));
  };
  roots.forEach(visit);
  return found;
}
