/** Stored records → what the API answers. Fields are picked one by one so nothing private leaks. */
import type { AdminOrder, Food, Order, User } from '@contract/types';
import type { OrderRecord, UserRecord } from '../db';
import { absoluteUrl, assetBaseFor } from './asset-base';
import { lifeAt } from './order-life';
import { currentTime } from './repeatable';

export function toWireUser(user: Readonly<UserRecord>, token: string): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    address: user.address,
    token,
    isAdmin: user.isAdmin,
  };
}

/**
 * Takes the base (assetBaseFor) rather than the request, so a list works it out once, not per dish.
 * `favorite` is the caller's flag for this dish, never the stored one; an order item keeps its snapshot.
 */
export function toWireFood(food: Readonly<Food>, base: string, favorite = food.favorite): Food {
  return { ...food, favorite, imageUrl: absoluteUrl(food.imageUrl, base) };
}

/** The order as it is now: its life worked out from the stored steps and the clock (order-life.ts). */
export function toWireOrder(order: Readonly<OrderRecord>, request: Request): Order {
  const base = assetBaseFor(request);
  const { status, statusHistory, estimatedDeliveryAt } = lifeAt(order, currentTime());
  return {
    id: order.id,
    items: order.items.map((item) => ({ ...item, food: toWireFood(item.food, base) })),
    totalPrice: order.totalPrice,
    name: order.name,
    address: order.address,
    addressLatLng: { ...order.addressLatLng },
    status,
    createdAt: order.createdAt,
    ...(order.paymentId === undefined ? {} : { paymentId: order.paymentId }),
    // The history starts at payment: a NEW order has none to send.
    ...(statusHistory.length === 0 ? {} : { statusHistory: statusHistory.map((step) => ({ ...step })) }),
    ...(estimatedDeliveryAt === undefined ? {} : { estimatedDeliveryAt }),
  };
}

/** The customer is picked field by field too: never the password hash or salt. */
export function toAdminOrder(
  order: Readonly<OrderRecord>,
  user: Readonly<UserRecord> | undefined,
  request: Request,
): AdminOrder {
  // Users are never deleted, but storage can be edited by hand: the order still shows, by user id.
  const customer = user
    ? { id: user.id, name: user.name, email: user.email }
    : { id: order.userId, name: 'Unknown customer', email: '' };
  return { ...toWireOrder(order, request), customer };
}
