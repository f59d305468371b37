/**
 * What a first visit can fetch before the app asks for it, for the early script (early-requests.ts,
 * real-server builds). The app asks for its landing route's files only once its entry has arrived
 * and run, and for a picture only once it has rendered it: each a round trip late. In the demo the
 * first page waits on the mock worker's start instead, and preloading there moved nothing (Lighthouse,
 * 3 runs: dish LCP 2.86–2.92 s either way). Built apart from the app: it takes only constants from it.
 */
import { CATALOGUE_FILES, ROUTE_FILES_META } from '@/config/constants';
import type { StoredVisit } from './stored-visit';

export const DISH_PATH = /^\/food\/([^/]+)$/;

const MENU_PATH = /^\/(?:(?:search|tag)\/[^/]+)?$/;

/**
 * The files (as the build names them: a route's file in src/routes, or the menu's page) of the pages
 * a shopper lands on most. index.html is every page's, so the menu's are preloaded here too, only
 * where it is the landing page: a shopper opening the checkout does not fetch the menu's code.
 */
export function landingRouteFor(path: string): string | undefined {
  if (MENU_PATH.test(path)) return CATALOGUE_FILES;
  if (path === '/cart-page') return 'cart-page.tsx';
  if (DISH_PATH.test(path)) return 'food.$id.tsx';
  return undefined;
}

/** Pictures the page leads with, at high priority; `base` resolves relative addresses. */
export function preloadPictures(urls: string[], base: string) {
  for (const url of urls) {
    let href: string;
    try {
      href = new URL(url, base).href;
    } catch {
      continue;
    }
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, fetchpriority: 'high' }))
      link.setAttribute(name, value);
    document.head.append(link);
  }
}

/** A route's files, as the build lists them: scripts as module preloads, styles as preloads the app applies. */
function preloadRouteFiles(route: string) {
  const meta = [...document.querySelectorAll<HTMLMetaElement>(`meta[name="${ROUTE_FILES_META}"]`)].find(
    (candidate) => candidate.dataset.route === route,
  );
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload';
    if (href.endsWith('.css')) link.setAttribute('as', 'style');
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * For a first visit to `path` (the app's route path): its route's files, and on the cart the stored
 * first lines' pictures, which storage names already. `pictureBase` resolves relative addresses.
 */
export function preloadLanding(path: string, visit: StoredVisit, pictureBase: string) {
  const route = landingRouteFor(path);
  if (!route) return;
  preloadRouteFiles(route);
  if (route === 'cart-page.tsx') preloadPictures(visit.cartPictures, pictureBase);
}
