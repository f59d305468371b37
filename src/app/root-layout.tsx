import { HeadContent, Link, Outlet, useRouteContext, useRouterState } from '@tanstack/react-router';
import { Header } from '@/components/layout/header';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { selectCartCount } from '@/features/cart/cart-slice';
import { selectIsLoading } from '@/lib/api/pending-requests-slice';
import { AppToaster } from '@/lib/toast/app-toaster';
import { DemoPanel } from './demo-panel';
import { useAppSelector } from './hooks';
import styles from './root-layout.module.css';

function LoginLink() {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <Link to="/login" search={{ returnUrl: href }} className={styles.login}>
      Login
    </Link>
  );
}

/** SPEC section 2: the root layout holds the overlay, the header and the routed page. */
export function RootLayout() {
  const { demo } = useRouteContext({ from: '__root__' });
  const isLoading = useAppSelector(selectIsLoading);
  const cartCount = useAppSelector(selectCartCount);
  return (
    <>
      <HeadContent />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <DemoPanel demo={demo} />
      <Header cartCount={cartCount} account={<LoginLink />} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <LoadingOverlay visible={isLoading} />
      <AppToaster />
    </>
  );
}
