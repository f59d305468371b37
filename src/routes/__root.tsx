import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AppStore } from '@/store/store';
import type { DemoInfo } from '@contract/demo';
import { RootLayout } from '@/pages/layout/root-layout';
import { UnknownUrlPage } from '@/pages/route-fallbacks';

/** What every route's beforeLoad and loader receive; declared here so routes never import the router. */
export interface RouterContext {
  store: AppStore;
  /** Present when the app runs on the mock backend. */
  demo: Promise<DemoInfo> | null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Only the root matched: no route knows this URL, and UnknownUrlPage shows.
  head: ({ matches }) => ({
    meta: [{ title: matches.length === 1 ? 'Page not found · Food Store' : 'Food Store' }],
  }),
  component: RootLayout,
  notFoundComponent: UnknownUrlPage,
});
