/**
 * What the app does once the demo's state changed under it (an imported file, a named-state link):
 * the session, the cart and the toast that says so. Loaded only when that happens.
 */
import type { AppDispatch } from '@/store/store';
import { api } from '@/lib/api/base-api';
import { notify } from '@/lib/toast/notify';
import { lineAdded } from '@/features/cart/cart-edits';
import { userLoggedOut } from '@/features/account/user-slice';
import type { DemoStateImported } from '@/components/layout/demo-share';
import type { DemoAccount, DemoStateOpened } from '@contract/demo';
import type { User } from '@contract/types';

export interface AppSide {
  user: User;
  dispatch: AppDispatch;
  /** The demo bar's own sign-in, as its buttons use it. */
  signIn: (account: DemoAccount) => Promise<void>;
}

/** An imported file, or a `?state=` link the demo opened. */
export type StateChange = DemoStateImported | DemoStateOpened;

export function settle(change: StateChange, app: AppSide): Promise<void> | void {
  return 'ok' in change ? settleImport(change, app) : settleOpened(change, app);
}

/**
 * The file's sessions replaced the tab's. The app stays signed in only where the file has its own
 * session for the same account; otherwise it is out, as after "Reset demo data". A file from
 * another scenario reloads the tab into it, as the picker does.
 */
function settleImport(result: DemoStateImported, { user, dispatch }: AppSide) {
  const kept = result.sessions.some(
    (session) => session.token === user.token && session.email === user.email,
  );
  const orders = `${result.orders} ${result.orders === 1 ? 'order' : 'orders'} from the file.`;
  if (user.token && !kept) {
    dispatch(userLoggedOut());
    notify.success('Demo state imported', `${orders} Your session is not in it: you are logged out.`);
  } else {
    // Still signed in, or out: either way what the app holds came from the state before.
    dispatch(api.util.resetApiState());
    notify.success('Demo state imported', orders);
  }
  if (result.reloadTo) window.location.assign(result.reloadTo);
}

/** A `?state=` link was opened: sign in as its account and fill its cart, or say the name is unknown. */
async function settleOpened(opened: DemoStateOpened, { dispatch, signIn }: AppSide) {
  if (opened.kind === 'unknown') {
    notify.error(
      'No such demo state',
      `The link asks for the demo state “${opened.name}”, which this demo does not have; nothing was changed. The demo bar lists the states a link can open.`,
    );
    return;
  }
  await signIn(opened.account);
  for (const food of opened.cart) dispatch(lineAdded({ food }));
  notify.success('Demo state opened', `“${opened.label}”, as the link asked.`);
}
