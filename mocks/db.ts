/** The mock server's state: users, sessions, orders and favourites, persisted in the browser on every change. */
import { createDb } from './db/create-db';
import type { DbState } from './db/records';
import { browserStorage } from './db/storage';
import { SEED_FAVORITES, SEED_ID, SEED_ORDERS, SEED_USERS } from './seed';

export type {
  DbSnapshot,
  DbState,
  FavoriteRecord,
  OrderRecord,
  Pace,
  SessionRecord,
  StepRecord,
  UserRecord,
} from './db/records';

/** Bump when the stored shape changes; stored data of any other version is reset to the seed. */
const DB_VERSION = 4;

/** Not 'Cart' or 'User': those belong to the app (docs/product.md §9). */
export const DB_STORAGE_KEY = 'foodstore.mockDb';

function seedState(): DbState {
  return {
    users: structuredClone([...SEED_USERS]),
    sessions: [],
    orders: structuredClone([...SEED_ORDERS]),
    favorites: structuredClone([...SEED_FAVORITES]),
  };
}

export const db = createDb({
  storage: browserStorage(),
  key: DB_STORAGE_KEY,
  version: `${DB_VERSION}:${SEED_ID}`,
  initial: seedState,
});

/** Back to the seed, forgetting stored mock data: between tests, and the demo's "reset demo data". */
export function resetDb(): void {
  db.reset();
}
