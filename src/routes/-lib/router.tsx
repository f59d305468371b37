import { createHashHistory, createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { env } from '@/config/env';
import { parseQuery, stringifyQuery } from '@/utils/query-string';
import { followFavouriteIntent } from '@/features/foods/favourites/favourite-intent';
import { ErrorPage, PendingPage } from '@/pages/route-fallbacks';
import type { RouterContext } from '@/routes/__root';
import { routeTree } from '@/routeTree.gen';
import { watchSessionExpiry } from '@/store/listeners';
import { quietPreloads } from './quiet-preloads';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    // The static demo uses hash URLs so any host serves every deep link from one index.html.
    history: history ?? (env.routerHistory === 'hash' ? createHashHistory() : undefined),
    defaultPreload: 'intent',
    // RTK Query is the cache: loaders always ask it, and it answers from memory when it can.
    defaultPreloadStaleTime: 0,
    // A page whose data is not in the cache yet shows its pending state, under the Loading overlay
    // (without this the very first load would show nothing until its data arrived), and only until
    // the data is there: the router's default would hold it for at least 500 ms.
    defaultPendingComponent: PendingPage,
    // Not at once: a page the cache answers is ready a few microtasks later, and a pending state
    // shown for those microtasks hides the page on screen and rebuilds it in the same task (about
    // 40 % of a tag click on a big menu). Within 100 ms the old page staying is not seen as a wait.
    defaultPendingMs: 100,
    defaultPendingMinMs: 0,
    // Every route catches its own errors (a page whose code did not arrive, a render error) in the
    // page's place. Without a default, a page with no error component of its own (login, the cart,
    // checkout…) sent them to the root's boundary, which sits outside the layout: the header, the
    // cart count and the navigation went with it. The root keeps this one for what the layout throws.
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
    // Readable, shareable addresses: a list is the key repeated, never JSON (src/utils/query-string.ts).
    parseSearch: parseQuery,
    stringifySearch: stringifyQuery,
  });
  watchSessionExpiry(context.store.dispatch, router);
  // A heart tapped while logged out waits through login; any other page the shopper goes to drops it.
  router.subscribe('onResolved', ({ toLocation }) => followFavouriteIntent(toLocation.pathname));
  quietPreloads(router, context.store.dispatch);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
