import { Link } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import buttons from '@/components/ui/button.module.css';
import { EmptyState } from '@/components/ui/empty-state';

export function NotFoundPage() {
  return (
    <EmptyState headingLevel={1} title="Page not found" action={<Link to="/">Go to the home page</Link>}>
      There is no page at this address. It may have moved, or the link may be mistyped.
    </EmptyState>
  );
}

/** Any render error becomes this message with a way on, never a blank screen. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => console.error(error), [error]);
  return (
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
  );
}
