import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import type { Dispatch } from '@reduxjs/toolkit';
import { speculationAdopted, speculationEnded, speculationStarted } from '@/lib/api/pending-requests-slice';
import type { RouterContext } from '@/routes/__root';

interface LoaderArgs {
  preload: boolean;
  context: RouterContext;
}

/** Routes are shared by every router a test or story builds: each loader is wrapped once. */
const quietened = new WeakSet<AnyRoute>();

function quietenLoader(route: AnyRoute) {
  // The router reads a route's loader from its options on every load.
  const options = route.options as { loader?: unknown };
  const loader = options.loader;
  if (typeof loader !== 'function' || quietened.has(route)) return;
  quietened.add(route);
  options.loader = (args: LoaderArgs) => {
    if (!args.preload) return loader(args);
    const { dispatch } = args.context.store;
    dispatch(speculationStarted());
    try {
      return loader(args);
    } finally {
      dispatch(speculationEnded());
    }
  };
}

/**
 * A page preloaded on intent (the pointer over a link, focus, a finger down) asks for its data before
 * the shopper has asked for anything, so those requests do not raise the Loading overlay
 * (src/lib/api/pending-requests-slice.ts): it flashed over the menu as the pointer crossed it, and
 * appearing between a press and its release it swallowed the click. Every route's loader is wrapped
 * here, so none can forget. From the moment the shopper navigates, the requests in flight count.
 */
export function quietPreloads(router: AnyRouter, dispatch: Dispatch) {
  Object.values(router.routesById as Record<string, AnyRoute>).forEach(quietenLoader);
  router.subscribe('onBeforeLoad', () => dispatch(speculationAdopted()));
}
