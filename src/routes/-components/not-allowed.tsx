import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';

/** Logged in, but this page is not for this account (e.g. the admin area for a shopper). */
export function NotAllowedPage() {
  return (
    <EmptyState headingLevel={1} title="Not allowed" action={<Link to="/">Go to the home page</Link>}>
      This page is for administrators only. You are logged in with an account that cannot open it.
    </EmptyState>
  );
}
