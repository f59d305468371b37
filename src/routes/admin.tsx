import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/app/guards';
import { useAppSelector } from '@/app/hooks';
import { NotAllowedPage } from '@/app/not-allowed';
import { selectIsAdmin } from '@/features/account/user-slice';
import { AdminPage } from '@/features/orders/components/admin-page';

export const Route = createFileRoute('/admin')({
  beforeLoad: requireLogin,
  head: () => ({ meta: [{ title: 'Admin · Food Store' }] }),
  component: AdminRoute,
});

// DESIGN decision 1: only admins; the spec's inverted check is a bug we do not copy.
function AdminRoute() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <AdminPage /> : <NotAllowedPage />;
}
