/** Applies a named state from the page's `?state=` link at start, before any call is answered. */
import { SCENARIO_STORAGE_KEY, type DemoAccount, type DemoStateOpened } from '@contract/demo';
import { db } from '../db';
import type { KeyValueStorage } from '../db/storage';
import { absoluteUrl } from '../http/asset-base';
import { currentTime } from '../http/repeatable';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { namedState } from './named-states';

export interface OpeningContext {
  storage: KeyValueStorage | null;
  /** What the cart's dish pictures resolve against, as the menu's do. */
  base: string;
  /** The mock server's clock unless told: an active order is active on it. */
  now?: Date;
}

/**
 * The named state's data replaces the db's; the tab keeps the sessions of users still there, so a
 * signed-in app is not thrown out before the demo bar signs in the state's account. The state's
 * scenario becomes the tab's (none forgets the remembered one). An unknown name changes nothing.
 */
export function openNamedState(
  name: string,
  { storage, base, now = currentTime() }: OpeningContext,
): DemoStateOpened {
  const state = namedState(name);
  if (!state) return { kind: 'unknown', name };
  const tables = state.tables(now);
  const users = new Set(tables.users.map((user) => user.id));
  db.replace({ ...tables, sessions: db.read().sessions.filter((session) => users.has(session.userId)) });
  try {
    if (state.scenario) storage?.setItem(SCENARIO_STORAGE_KEY, state.scenario);
    else storage?.removeItem(SCENARIO_STORAGE_KEY);
  } catch {
    // Storage refused: the scenario is not remembered, and this page load runs without it.
  }
  const account = DEMO_ACCOUNTS.find((demo) => demo.role === state.signIn) as DemoAccount;
  return {
    kind: 'opened',
    label: state.label,
    account,
    cart: state.cart.map((food) => ({ ...food, imageUrl: absoluteUrl(food.imageUrl, base) })),
  };
}
