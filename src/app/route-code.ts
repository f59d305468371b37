import type { AnyRouter } from '@tanstack/react-router';
import { ROUTE_FILES_META } from '@/config/constants';
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
 * every file's evaluation), long enough to delay a tap. And before the routes, one file per idle
 * moment: a route's own load adds a link for each of its files at once, and in the demo, behind the
 * mock worker, the checkout's ten still made one task of 55–99 ms.
 *
 * Then `codeOnUse`, one per idle moment: code the pages load on first use (the toasts, the forms'
 * validation, the order news), without which an offline page would work but not say how it went.
 */
export function precacheRouteCode(router: AnyRouter, codeOnUse: ReadonlyArray<() => Promise<unknown>> = []) {
  // Rendered, not resolved: with the demo's prerendered home, the first page resolves before the
  // app's first render, which still has files to fetch (the demo bar's panel).
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    const files = routeFiles();
    const routes = Object.values(router.routesById);
    const code = [...codeOnUse];
    const loadNext = () => {
      const file = files.shift();
      if (file) {
        linkFile(file);
        whenIdle(loadNext);
        return;
      }
      const route = routes.shift();
      const onUse = route ? () => router.loadRouteChunk(route) : code.shift();
      if (!onUse) {
        // A user-timing measure from the first route to the last, for tools and tests to wait on.
        performance.measure(PRECACHE_MARK, PRECACHE_MARK);
        return;
      }
      void Promise.resolve(onUse())
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

/** The routes' files, each once, as index.html lists them (vite-plugins/route-files.mjs); none in development. */
function routeFiles(): string[] {
  const metas = document.querySelectorAll<HTMLMetaElement>(`meta[name="${ROUTE_FILES_META}"]`);
  return [...new Set([...metas].flatMap((meta) => meta.content.split(' ').filter(Boolean)))];
}

/**
 * A link to one of a route's files, as Vite's loader adds it (a module preload, or the stylesheet
 * itself): loading the route then finds it in place and adds nothing.
 */
function linkFile(href: string) {
  const url = new URL(href, document.baseURI).href;
  if ([...document.querySelectorAll('link')].some((link) => link.href === url)) return;
  const link = document.createElement('link');
  link.rel = url.endsWith('.css') ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = url;
  document.head.append(link);
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
    if (stylesheetApplied(payload.message)) {
      event.preventDefault();
      return;
    }
    sessionStorage.setItem(`tanstack_router_reload:${payload.message}`, '1');
  });
}

/**
 * Vite links a code file's stylesheet again when another script linked it first (the precache, the
 * landing files): offline that second link fails, and the import with it, though the page has the
 * styles. Such a failure is no failure: the import goes on.
 */
function stylesheetApplied(message: string): boolean {
  const href = /^Unable to preload CSS for (\S+)/.exec(message)?.[1];
  if (href === undefined) return false;
  const url = new URL(href, document.baseURI).href;
  return [...document.styleSheets].some((sheet) => sheet.href === url);
}
