// V8 compiles a function the first time it is called, unless told otherwise. On a first visit that
// cost the app's entry twice on the main thread: a pre-parse to find where each function ends, then,
// in the one long task that starts the app, a full parse and compile of nearly every function.
// Chrome's explicit compile hint (Chrome 136 and later; to other browsers it is only a comment)
// compiles a whole file in one pass as soon as it has arrived. It goes only on the files the first
// page runs nearly all of: compiling a function that is never called costs memory and time, so the
// other pages' files stay lazy. Measured in docs/performance.md.

import { lazyChunk, withStaticImports } from './bundle-chunks.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint atop the files index.html starts (and what they import), and the lazily imported
 * `modules` the first page runs too, e.g. '/mocks/browser.ts'.
 */
export function compileHints(modules) {
  return {
    name: 'food-store:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own plugins, which still put code atop the chunks in this hook.
      order: 'post',
      handler(_options, bundle) {
        // The app's page only: Storybook builds its own iframe.html with this config.
        if (!('index.html' in bundle)) return;
        const entries = Object.values(bundle).filter((output) => output.type === 'chunk' && output.isEntry);
        const hinted = withStaticImports(bundle, [
          ...entries,
          ...modules.map((module) => lazyChunk(bundle, module)),
        ]);
        for (const chunk of hinted) {
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // A line of its own: the source map's mappings start one generated line later. The map
          // file is already in the bundle by now, written from its own copy, as Vite's plugin knows.
          if (!chunk.map) continue;
          chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = chunk.map.toString();
        }
      },
    },
  };
}
