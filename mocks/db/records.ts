/** What the mock server stores. Wire shapes come from src/types/api.ts; these add server-only fields. */
import type { Order } from '@contract/types';

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  address: string;
  isAdmin: boolean;
  salt: string;
  passwordHash: string;
}

export interface SessionRecord {
  token: string;
  userId: string;
  createdAt: string;
}

/** Items keep a snapshot of each dish as ordered, with the image path relative like the seed's. */
export interface OrderRecord extends Order {
  userId: string;
}

/** A dish a user saved; a user's rows, in the order saved, are the answer of the favourites calls. */
export interface FavoriteRecord {
  userId: string;
  foodId: string;
}

/** One table per entity; later issues add tables (and bump DB_VERSION) here. */
export interface DbState {
  users: UserRecord[];
  sessions: SessionRecord[];
  orders: OrderRecord[];
  favorites: FavoriteRecord[];
}

/** What handlers read: mutating it would bypass persistence, so it is read-only by type. */
export type DbSnapshot = {
  readonly [Table in keyof DbState]: readonly Readonly<DbState[Table][number]>[];
};
