// Each route's files, listed in index.html for the scripts that fetch them before the app asks:
// - the early script (src/boot/landing-files.ts) preloads the landing page's, so they download
//   beside the app's entry instead of after it has run;
// - the precache (src/app/route-code.ts) links every route's, one per idle moment, before it loads the
//   routes. Loading a route makes Vite add a link for each of its files at once: in the demo, where the
//   mock worker stands between the page and every file, each link costs 4–16 ms of main thread on a
//   phone (4× CPU), and the checkout's ten made one 55–99 ms task.

import { ROUTE_FILES_META } from '../src/config/constants.ts';
import { appPageTags, lazyChunk, withStaticImports } from './bundle-chunks.mjs';

const ROUTES_FOLDER = '/src/routes/';

/**
 * A meta tag per route the router loads lazily (`?tsr-split=`): `data-route` names its file in
 * src/routes (`food.$id.tsx`), `content` its files and their styles that the page does not hold.
 * `pages` lists lazy pages no route file splits off, each under a name of its own, e.g.
 * `{ '/src/pages/catalogue-page.tsx': 'catalogue' }`: the page three routes share.
 */
export function listRouteFiles(pages = {}) {
  return appPageTags('food-store:route-files', (bundle, html, base) => {
    const routes = Object.values(bundle)
      .filter(
        (output) =>
          output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId?.includes('?tsr-split='),
      )
      .map((chunk) => {
        const module = chunk.facadeModuleId.split('?')[0];
        return { chunk, name: module.slice(module.lastIndexOf(ROUTES_FOLDER) + ROUTES_FOLDER.length) };
      });
    const lazyPages = Object.entries(pages).map(([module, name]) => ({
      chunk: lazyChunk(bundle, module),
      name,
    }));
    return [...lazyPages, ...routes].flatMap(({ chunk: root, name }) => {
      const files = [...withStaticImports(bundle, [root])]
        .flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])])
        .filter((file) => !html.includes(file));
      if (files.length === 0) return [];
      return {
        tag: 'meta',
        attrs: {
          name: ROUTE_FILES_META,
          'data-route': name,
          content: files.map((file) => base + file).join(' '),
        },
        // Before the scripts that read them.
        injectTo: 'head-prepend',
      };
    });
  });
}
