import type { AnyRouter } from '@tanstack/react-router';
import { whenIdle } from '@/lib/code-loading';

const PRECACHE_MARK = 'food-store:route-code-precache';

/**
 * Loads every route's code once the first page is shown and the browser is idle (a few kB; the map
 * loads with its page), so a shopper who goes offline can still open every page and read the app's
 * own messages. Not before: idle moments while the first page waits for its data (the demo's
 * mock runtime starting) would put these files in the way of the menu and its pictures.
 *
 * One route per idle moment: all at once made one 90 ms task on a phone (every preload link, then
 * every file's evaluation), long enough to delay a tap.
 */
export function precacheRouteCode(router: AnyRouter) {
  // Rendered, not resolved: with the demo's prerendered home, the first page resolves before the
  // app's first render, which still has files to fetch (the demo bar's panel).
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    const routes = Object.values(router.routesById);
    const loadNext = () => {
      const route = routes.shift();
      if (!route) {
        // A user-timing measure from the first route to the last, for tools and tests to wait on.
        performance.measure(PRECACHE_MARK, PRECACHE_MARK);
        return;
      }
      void Promise.resolve(router.loadRouteChunk(route))
        .catch(() => undefined)
        .then(() => whenIdle(loadNext));
    };
    whenIdle(() => {
      // A user-timing mark: what loads from here on is no part of the first load (scripts/size.mjs).
      performance.mark(PRECACHE_MARK);
      loadNext();
    });
  });
}

/**
 * TanStack Router reloads the page once when a route's code fails to load: that recovers from a
 * deploy that replaced the file but, offline, lands on the browser's "No internet" page. Vite
 * reports every failed import first; offline, this marks the reload as done (the router's own
 * guard) so the route's error page shows instead, and it reloads when the network is back.
 */
export function keepOfflineCodeFailuresInApp() {
  globalThis.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (navigator.onLine || !(payload instanceof Error)) return;
    sessionStorage.setItem(`tanstack_router_reload:${payload.message}`, '1');
  });
}
