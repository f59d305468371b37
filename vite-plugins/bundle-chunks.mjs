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

/**
 * A build plugin that adds tags to the app's page once the bundle is written: `tagsFor(bundle, html,
 * base)` gives them, from the page so far and the build's base. Storybook builds its own iframe.html
 * with the same config; that page is left alone.
 */
export function appPageTags(name, tagsFor) {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, filename }) =>
        bundle && filename.endsWith('index.html') ? tagsFor(bundle, html, base) : html,
    },
  };
}
