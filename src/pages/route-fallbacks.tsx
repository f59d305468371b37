import { Link, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import buttons from '@/components/ui/button.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { isCodeLoadError } from '@/lib/code-loading';
import { useOnline } from '@/lib/online';
import { LoadFailure, MissingCall } from '@/lib/api/load-failure';
import styles from './route-fallbacks.module.css';

/** The page gutter around a fallback, so its card never touches the screen's edges. */
function FallbackPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

interface MessagePageProps {
  title?: string;
  /** Where the way out leads, and what it says. */
  to?: '/' | '/orders';
  link?: string;
  children?: ReactNode;
}

/** A page-level message with a way out: not found (the default), not allowed. */
export function MessagePage({
  title = 'Page not found',
  to = '/',
  link = 'Go to the home page',
  children,
}: MessagePageProps) {
  return (
    <FallbackPage>
      <EmptyState headingLevel={1} title={title} action={<Link to={to}>{link}</Link>}>
        {children}
      </EmptyState>
    </FallbackPage>
  );
}

/** The unknown-URL page (the root route's not-found component). */
export function UnknownUrlPage() {
  return (
    <MessagePage>
      There is no page at this address. It may have moved, or the link may be mistyped.
    </MessagePage>
  );
}

/** Logged in, but this page is not for this account (e.g. the admin area for a shopper). */
export function NotAllowedPage() {
  return (
    <MessagePage title="Not allowed">
      This page is for administrators only. You are logged in with an account that cannot open it.
    </MessagePage>
  );
}

const reloadPage = () => globalThis.location.reload();

/**
 * A page whose code could not be fetched. Offline it says so and opens by itself when the network
 * is back; online (a deploy replaced the file) a reload fetches the current one.
 */
function CodeLoadErrorPage() {
  const online = useOnline();
  useEffect(() => {
    globalThis.addEventListener('online', reloadPage);
    return () => globalThis.removeEventListener('online', reloadPage);
  }, []);
  return (
    <FallbackPage>
      <EmptyState
        headingLevel={1}
        title={online ? 'This page could not be loaded' : 'You are offline'}
        action={
          <>
            {online && (
              <button type="button" className={buttons.button} onClick={reloadPage}>
                Try again
              </button>
            )}{' '}
            <Link to="/">Go to the home page</Link>
          </>
        }
      >
        <p role="status">
          {online
            ? 'Part of the app did not arrive. Trying again usually fixes it; your cart is safe.'
            : 'This page needs a connection to open the first time. Your cart is safe, and the page opens by itself when you are back online.'}
        </p>
      </EmptyState>
    </FallbackPage>
  );
}

/** Any render error becomes this message with a way on, never a blank screen (React logs the error). */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  if (isCodeLoadError(error)) return <CodeLoadErrorPage />;
  return (
    <FallbackPage>
      <EmptyState
        headingLevel={1}
        title="Something went wrong"
        action={
          <>
            <button type="button" className={buttons.button} onClick={reset}>
              Try again
            </button>{' '}
            <Link to="/">Go to the home page</Link>
          </>
        }
      >
        This page ran into a problem. Trying again often helps; your cart is safe.
      </EmptyState>
    </FallbackPage>
  );
}

/**
 * A route's error component: a failed load says what could not be loaded (`title`) and why, and
 * retries by running the route's loaders again; anything else is a render error. A call the server
 * lacks says so, with a way on instead of a retry that cannot help. With a `pageTitle` the page
 * keeps its own heading above the failure (e.g. 'Admin area').
 */
export function loadErrorPage(title: string, pageTitle?: string) {
  return function LoadErrorPage({ error, reset }: ErrorComponentProps) {
    const router = useRouter();
    if (!(error instanceof LoadFailure)) return <ErrorPage error={error} reset={reset} />;
    const headingLevel = pageTitle ? 2 : 1;
    const failure =
      error instanceof MissingCall ? (
        <EmptyState
          headingLevel={headingLevel}
          title={title}
          action={<Link to="/">Go to the home page</Link>}
        >
          {error.message}
        </EmptyState>
      ) : (
        <LoadError
          headingLevel={headingLevel}
          title={title}
          message={error.message}
          onRetry={() => void router.invalidate()}
        />
      );
    return (
      <FallbackPage>
        {pageTitle && <h1>{pageTitle}</h1>}
        {failure}
      </FallbackPage>
    );
  };
}

/** While a page's code or data is on its way (the Loading overlay covers the API calls). */
export function PendingPage() {
  return <section className={styles.pending} aria-busy="true" aria-label="Loading page" />;
}
