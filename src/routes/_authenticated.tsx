import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/features/account/user-slice';
import { requireLogin } from './-lib/guards';

/** Every private page lives under this pathless layout, so none can be public by mistake. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireLogin,
  component: PrivatePages,
});

/**
 * A private page goes in the same render as its session. Logout and an expired session reset the
 * API cache, and a page still on screen until the next one loads would fetch its data again at
 * once, without a token (a 401 in the console). The root layout then re-runs the guards.
 */
function PrivatePages() {
  return useAppSelector(selectIsLoggedIn) ? <Outlet /> : null;
}
