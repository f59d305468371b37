/**
 * Wire types of the Food Store API (docs/product.md §3), shared by the app and the mock backend:
 * generated from contract/openapi.yaml (wire.gen.ts, `npm run contract:types`; a test fails when it
 * is stale), so the document is their one source.
 */
import type { components } from './wire.gen';

type Schemas = components['schemas'];
/** A password or its hash never leaves the server; the schema allows them empty, the app never keeps them. */
type WithoutSecrets<T> = Omit<T, 'password' | 'passwordHash'>;

export type Food = Schemas['Food'];
export type Tag = Schemas['Tag'];
export type User = WithoutSecrets<Schemas['User']>;
export type LatLng = Schemas['LatLng'];
export type CartItem = Schemas['CartItem'];
/** Extension: a choice to make about a dish, and one of its choices. */
export type OptionGroup = Schemas['OptionGroup'];
export type OptionChoice = Schemas['OptionChoice'];
/** Extension: a choice made for a line, priced (answers) or as named in an order (requests). */
export type ChosenOption = Schemas['ChosenOption'];
export type ChosenOptionInput = Schemas['ChosenOptionInput'];
export type LoginPayload = Schemas['LoginPayload'];
export type RegisterPayload = Schemas['RegisterPayload'];
export type ProfileUpdatePayload = Schemas['ProfileUpdatePayload'];
export type OrderPayload = Schemas['OrderPayload'];
/** Extension: the demo payment of the current user's pending order. */
export type PaymentPayload = Schemas['PaymentPayload'];

/** The cart as pages show it and `Cart` stores it: no wire type, the server never sees it whole. */
export interface Cart {
  items: CartItem[];
  totalPrice: number;
  totalCount: number;
}

export type OrderStatus = Schemas['OrderStatus'];
/**
 * NEW until paid, then the order's life (docs/contract.md): PAID → PREPARING → SHIPPED → DELIVERED,
 * or CANCELED and then REFUNDED. contract/check/document.test.ts keeps this list equal to the document's.
 */
export const ORDER_STATUSES = [
  'NEW',
  'PAID',
  'PREPARING',
  'SHIPPED',
  'DELIVERED',
  'CANCELED',
  'REFUNDED',
] as const satisfies readonly OrderStatus[];

/**
 * One of ORDER_STATUSES on the wire. Read from a server, a status the app does not know yet is kept as
 * it was sent (and shown so), never passed off as another one; '' when none was sent.
 */
export type ReadStatus = OrderStatus | (string & {});

/** Extension: one step of an order's life, as the app reads it. */
export type StatusChange = { status: ReadStatus; at: string };

export type Order = Omit<Schemas['Order'], 'status' | 'statusHistory'> & {
  status: ReadStatus;
  /** Extension, optional: oldest first; absent when the server does not keep it. */
  statusHistory?: StatusChange[];
};

/** Extension: what an admin may move an order to (`POST /api/admin/orders/{id}/status`). */
export type StatusChangePayload = Schemas['StatusChangePayload'];

/** Extension: the statuses an admin may set, in the order's life; the document's list (a test keeps it so). */
export const ADMIN_ORDER_STATUSES = [
  'PREPARING',
  'SHIPPED',
  'DELIVERED',
  'CANCELED',
] as const satisfies readonly StatusChangePayload['status'][];

/** Extension: an order as the admin list shows it, with who placed it. */
export type AdminOrder = Order & { customer: WithoutSecrets<Schemas['Customer']> };

/** The pseudo-tag that stands for every dish. */
export const ALL_TAG = 'All';
