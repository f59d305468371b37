import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { startStore } from '@/app/store';
import { STORAGE_KEYS } from '@/config/constants';
import type { Cart, User } from '@/types/api';

export interface StoredState {
  /** Written to browser storage as-is (any value, to test bad data), then loaded like at start-up. */
  user?: User | unknown;
  cart?: Cart | unknown;
}

/** Writes what the browser would have stored, so every start goes through the real loading path. */
export function seedStorage({ user, cart }: StoredState): void {
  if (user !== undefined) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (cart !== undefined) localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
}

/** Renders the whole app (real store, router, layout) at `url`, as a shopper would open it. */
export async function renderRoute(url: string, stored: StoredState = {}) {
  seedStorage(stored);
  const store = await startStore();
  const router = createAppRouter({ store, demo: null }, createMemoryHistory({ initialEntries: [url] }));
  const user = userEvent.setup();
  const view = render(<App store={store} router={router} />);
  return { ...view, store, router, user };
}
