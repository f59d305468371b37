import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { selectIsLoggedIn } from '@/features/account/user-slice';
import type { RouterContext } from './router';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** SPEC section 6: without a token, go to login and come back here afterwards. */
export function requireLogin({ context, location }: GuardArgs): void {
  if (selectIsLoggedIn(context.store.getState())) return;
  throw redirect({ to: '/login', search: { returnUrl: location.href } });
}
