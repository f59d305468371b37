import { Outlet, useRouteContext, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAppSelector } from '@/store/hooks';
import { DemoBarPending } from '@/components/layout/demo-bar-pending';
import { Header } from '@/components/layout/header';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { AccountMenu } from '@/features/account/components/account-menu';
import { selectIsLoggedIn, selectUser } from '@/features/account/user-slice';
import { selectCartCount } from '@/features/cart/cart-slice';
import { loadOrderStatusNews } from '@/features/orders/status-news/load-order-status-news';
import { selectIsLoading } from '@/lib/api/pending-requests-slice';
import { AppToaster } from '@/lib/toast/app-toaster';
import { useFocusHeadingOnNavigation } from './use-focus-heading';
import { DocumentTitle } from './document-title';
import styles from './root-layout.module.css';

// Demo mode only: the panel (and the login code its one-click sign-in shares) stays out of the
// real-server build's first load.
const DemoPanel = lazy(() => import('./demo-panel').then((module) => ({ default: module.DemoPanel })));

// Only for a shopper logged in, so it stays out of the first load. A load that fails (offline before
// the code came) costs this visit its order news, never the layout around the page.
const OrderStatusNews = lazy(() =>
  loadOrderStatusNews().then(
    (module) => ({ default: module.OrderStatusNews }),
    () => ({ default: () => null }),
  ),
);

/**
 * Logging in or out (here, by expiry or in another tab) re-runs the current page's guard. Pages loaded in
 * the old session then leave the router's own cache too, as RTK Query's is reset: coming back, a page
 * loads afresh instead of showing the last session's data (another user's orders) while it reloads.
 */
function useGuardsFollowSession() {
  const router = useRouter();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const previous = useRef(isLoggedIn);
  useEffect(() => {
    if (previous.current === isLoggedIn) return;
    previous.current = isLoggedIn;
    void router.invalidate().then(() => router.clearCache());
  }, [router, isLoggedIn]);
}

/** docs/product.md §2: the root layout holds the overlay, the header and the routed page. */
export function RootLayout() {
  const { demo } = useRouteContext({ from: '__root__' });
  const isLoading = useAppSelector(selectIsLoading);
  const cartCount = useAppSelector(selectCartCount);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { id: userId } = useAppSelector(selectUser);
  const main = useRef<HTMLElement>(null);
  useGuardsFollowSession();
  useFocusHeadingOnNavigation(main);
  return (
    <>
      <DocumentTitle />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      {demo && (
        <Suspense fallback={<DemoBarPending />}>
          <DemoPanel demo={demo} />
        </Suspense>
      )}
      <Header cartCount={cartCount} account={<AccountMenu />} />
      {/* Right after the header: the toasts hang just below it (lib/toast/toast-runtime.tsx). */}
      <AppToaster />
      {/* An order's status changes are news on every page, for the shopper logged in. */}
      {isLoggedIn && (
        <Suspense fallback={null}>
          <OrderStatusNews key={userId} userId={userId} />
        </Suspense>
      )}
      <main ref={main} id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <LoadingOverlay visible={isLoading} />
    </>
  );
}
