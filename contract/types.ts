/** Wire types of the Food Store API (docs/product.md §3), shared by the app and the mock backend. */

export interface Food {
  /** Opaque string id (real servers use 24-hex ids): never assume a number. */
  id: string;
  name: string;
  price: number;
  /** 0 to 5 in steps of 0.5. */
  stars: number;
  favorite: boolean;
  imageUrl: string;
  origins: string[];
  tags: string[];
  /** Minutes as text, a single value or a range such as "10-20". */
  cookTime: string;
}

export interface Tag {
  name: string;
  count: number;
}

export interface User {
  id: string;
  name: string;
  email: string;
  address: string;
  token: string;
  isAdmin: boolean;
}

export interface CartItem {
  food: Food;
  quantity: number;
  price: number;
}

export interface Cart {
  items: CartItem[];
  totalPrice: number;
  totalCount: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  address: string;
}

export interface ProfileUpdatePayload {
  id: string;
  name: string;
  email: string;
  address: string;
}

export interface OrderPayload {
  items: CartItem[];
  totalPrice: number;
  name: string;
  address: string;
  addressLatLng: LatLng;
}

/** NEW until paid; the later states belong to delivery and refunds, which the demo does not simulate yet. */
export const ORDER_STATUSES = ['NEW', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Order extends OrderPayload {
  id: string;
  /**
   * One of ORDER_STATUSES on the wire. Read from a server, a status the app does not know yet is
   * kept as it was sent (and shown so), never passed off as another one; '' when none was sent.
   */
  status: OrderStatus | (string & {});
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** Set once paid; the demo payment makes one up (`DEMO-…`), no money moves. */
  paymentId?: string;
}

/** Extension: an order as the admin list shows it, with who placed it. */
export interface AdminOrder extends Order {
  customer: { id: string; name: string; email: string };
}

/** Extension: the demo payment of the current user's pending order. */
export interface PaymentPayload {
  paymentId: string;
}

/** The pseudo-tag that stands for every dish. */
export const ALL_TAG = 'All';
