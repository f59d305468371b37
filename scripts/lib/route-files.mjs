// The precache (src/app/route-code.ts) loads every page's code once the first page is done, one
// route per idle moment. Loading a route makes Vite add a link for each of its files at once: in the
// demo, where the mock worker stands between the page and every file, each link costs 4–16 ms of
// main thread on a phone (4× CPU), and the checkout's ten made one 55–99 ms task. This build plugin
// lists every route's files in index.html, so the precache can link them one per idle moment first.

import { withStaticImports } from './bundle-chunks.mjs';

export const ROUTE_FILES_META = 'food-store:route-files';

/** The files of every route the router loads lazily (`?tsr-split=`), with their styles, in a meta tag. */
export function listRouteFiles() {
  let base = '/';
  return {
    name: 'food-store:route-files',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      // The app's page only: Storybook builds its own iframe.html with this config.
      handler: (html, { bundle, filename }) => {
        if (!bundle || !filename.endsWith('index.html')) return html;
        const routes = Object.values(bundle).filter(
          (output) =>
            output.type === 'chunk' &&
            output.isDynamicEntry &&
            output.facadeModuleId?.includes('?tsr-split='),
        );
        const files = new Set(
          [...withStaticImports(bundle, routes)].flatMap((chunk) => [
            chunk.fileName,
            ...(chunk.viteMetadata?.importedCss ?? []),
          ]),
        );
        const later = [...files].filter((file) => !html.includes(file)).map((file) => base + file);
        return [
          { tag: 'meta', attrs: { name: ROUTE_FILES_META, content: later.join(' ') }, injectTo: 'head' },
        ];
      },
    },
  };
}
