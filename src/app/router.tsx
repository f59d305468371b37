import { createHashHistory, createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { env } from '@/config/env';
import type { DemoInfo } from '@/types/demo';
import { routeTree } from '@/routeTree.gen';
import type { AppStore } from './store';

export interface RouterContext {
  store: AppStore;
  /** Present when the app runs on the mock backend. */
  demo: Promise<DemoInfo> | null;
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    // The static demo uses hash URLs so any host serves every deep link from one index.html.
    history: history ?? (env.routerHistory === 'hash' ? createHashHistory() : undefined),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
