/** Extensions: the current user's order history (decision 7 in docs/product.md) and one order of it. */
import { db } from '../db';
import { newestFirst } from '../http/orders';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { pathParam, type RouteContext } from '../http/route';
import { requireSession } from '../http/session';
import { toWireOrder } from '../http/wire';

/** GET /api/orders (routed in index.ts, loaded with the first call to it or to trackOrder). */
export function orderHistory({ request }: RouteContext) {
  const { user } = requireSession(request);
  const own = db.read().orders.filter((order) => order.userId === user.id);
  return jsonResponse(newestFirst(own).map((order) => toWireOrder(order, request)));
}

/** GET /api/orders/track/{id}. */
export function trackOrder(context: RouteContext) {
  const { user } = requireSession(context.request);
  const id = pathParam(context, 'id');
  // Someone else's order answers exactly like a missing one, so ids cannot be probed.
  const order = db.read().orders.find((stored) => stored.id === id && stored.userId === user.id);
  if (!order) throw new HttpError(404, ERRORS.orderNotFound);
  return jsonResponse(toWireOrder(order, context.request));
}
