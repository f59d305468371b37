import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '@/app/root-layout';
import { ErrorPage, NotFoundPage } from '@/app/route-fallbacks';
import type { RouterContext } from '@/app/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Food Store' }] }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
