/** What the mock server stores. Wire shapes come from src/types/api.ts; these add server-only fields. */
import type { Order, OrderStatus } from '@contract/types';

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

/** One step of an order's life, as stored. */
export interface StepRecord {
  status: OrderStatus;
  at: string;
}

/** How long each automatic step of an order's life takes after the step before it, in ms. */
export interface Pace {
  PREPARING: number;
  SHIPPED: number;
  DELIVERED: number;
}

/**
 * Items keep a snapshot of each dish as ordered, with the image path relative like the seed's.
 * `status` and `statusHistory` are the steps recorded so far (payment, cancels, admin moves, and the
 * automatic steps a write settled); the answers add the automatic steps due since
 * (mocks/http/order-life.ts).
 */
export interface OrderRecord extends Omit<Order, 'status' | 'statusHistory' | 'estimatedDeliveryAt'> {
  userId: string;
  /** The last recorded step's status; NEW until paid. */
  status: OrderStatus;
  /** Oldest first, from the payment on: empty while NEW. */
  statusHistory: StepRecord[];
  /** Set at payment, from the scenario that took it: the order keeps its pace in every tab. */
  pace?: Pace;
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
