import type { AnyRouter } from '@tanstack/react-router';
import { whenIdle } from '@/lib/code-loading';

const PRECACHE_MARK = 'food-store:route-code-precache';
/** How long the precache waits after the page has loaded before it starts. */
export const PRECACHE_PAUSE_MS = 2000;

/**
 * Loads every route's code in idle moments a while after the first page has loaded (a few kB; the
 * map loads with its page), so a shopper who goes offline can still open every page and read the
 * app's own messages. Not sooner: while the first page waits for its data (the demo's mock runtime
 * starting) these files were in the way of the menu and its pictures; right after the page loaded,
 * they took a phone's slow connection from the pictures further down (50 kB) and its main thread
 * from the shopper's first taps (up to 70 ms per route at 4x CPU: Vite adds a link per file a route
 * needs). Figures in docs/performance.md.
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
    const start = () =>
      setTimeout(
        () =>
          whenIdle(() => {
            // A user-timing mark: what loads from here on is no part of the first load (scripts/size.mjs).
            performance.mark(PRECACHE_MARK);
            loadNext();
          }),
        PRECACHE_PAUSE_MS,
      );
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
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
