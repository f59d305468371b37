import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/routes/-lib/router';
import { startStore } from '@/store/store';
import { STORAGE_KEYS } from '@/config/constants';
import type { Cart, User } from '@contract/types';
import { whenStopping } from './running-apps';

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

/**
 * The one way tests and stories build the app: what the browser had stored, a store started from
 * it as main.tsx starts one, and a router in memory at `url` (no mock runtime: the network is mocked
 * by msw/node or the story's worker).
 */
export async function createTestApp(url: string, stored: StoredState = {}) {
  seedStorage(stored);
  const { store, stop } = await startStore();
  whenStopping(stop);
  const router = createAppRouter({ store, demo: null }, createMemoryHistory({ initialEntries: [url] }));
  return { store, router };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
