import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { selectIsLoggedIn } from '@/features/account/user-slice';
import type { RouterContext } from '../__root';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** docs/product.md §6: without a token, go to login and come back here afterwards. */
export function requireLogin({ context, location }: GuardArgs): void {
  if (selectIsLoggedIn(context.store.getState())) return;
  throw redirect({ to: '/login', search: { returnUrl: location.href } });
}

/** Logged in already, the login and registration forms have nothing to do: on to where the shopper was going. */
export function skipWhenLoggedIn({
  context,
  search,
}: Pick<GuardArgs, 'context'> & { search: { returnUrl?: string } }): void {
  if (selectIsLoggedIn(context.store.getState())) throw redirect({ href: search.returnUrl ?? '/' });
}
