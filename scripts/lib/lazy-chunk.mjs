/**
 * The chunk a lazily imported `module` (e.g. '/mocks/browser.ts') became in a build's bundle; the
 * build fails when there is none, as the plugins that ask would otherwise do nothing unnoticed.
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
