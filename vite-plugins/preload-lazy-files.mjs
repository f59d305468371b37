// Lazy code is only asked for once the code that imports it has run: on a first visit the home
// page's route files, and the mock runtime, would wait for the app's entry to download and start.
// This build plugin lists them in index.html, so they download beside the entry instead.

import { appPageTags, lazyChunk, withStaticImports } from './bundle-chunks.mjs';

/** `modules` are the lazily imported files to preload, e.g. '/src/pages/catalogue-page.tsx'. */
export function preloadLazyFiles(modules) {
  return appPageTags('food-store:preload-lazy-files', (bundle, html, base) => {
    const chunks = withStaticImports(
      bundle,
      modules.map((module) => lazyChunk(bundle, module)),
    );
    const scripts = [...chunks].map((chunk) => chunk.fileName);
    const styles = new Set([...chunks].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
    const link = (attrs) => ({ tag: 'link', attrs, injectTo: 'head' });
    const notInPage = (file) => !html.includes(file);
    return [
      ...scripts
        .filter(notInPage)
        .map((file) => link({ rel: 'modulepreload', crossorigin: true, href: base + file })),
      // As stylesheets, which Vite's loader finds in place: the page has its styles when it first renders.
      ...[...styles]
        .filter(notInPage)
        .map((file) => link({ rel: 'stylesheet', crossorigin: true, href: base + file })),
    ];
  });
}
