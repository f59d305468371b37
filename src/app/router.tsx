import { createHashHistory, createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { env } from '@/config/env';
import type { DemoInfo } from '@/types/demo';
import { routeTree } from '@/routeTree.gen';
import { watchSessionExpiry } from './session-expiry';
import type { AppStore } from './store';

export interface RouterContext {
  store: AppStore;
  /** Present when the app runs on the mock backend. */
  demo: Promise<DemoInfo> | null;
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    // The static demo uses hash URLs so any host serves every deep link from one index.html.
    history: history ?? (env.routerHistory === 'hash' ? createHashHistory() : undefined),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  watchSessionExpiry(context.store, router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
