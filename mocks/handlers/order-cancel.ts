/** Extension: the shopper cancels one of their orders while it is PAID; the demo payment is refunded. */
import { db } from '../db';
import { cancelRefusal, cancelSteps, isCanceled, lifeAt, withSteps } from '../http/order-life';
import { saveOrder } from '../http/orders';
import { currentTime, now } from '../http/repeatable';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { pathParam, type RouteContext } from '../http/route';
import { requireSession } from '../http/session';
import { toWireOrder } from '../http/wire';

/** POST /api/orders/{id}/cancel (routed in index.ts, loaded with the first cancel). */
export function cancelOrder(context: RouteContext) {
  const { user } = requireSession(context.request);
  const id = pathParam(context, 'id');
  // Someone else's order answers exactly like a missing one, as tracking does.
  const order = db.read().orders.find((stored) => stored.id === id && stored.userId === user.id);
  if (!order) throw new HttpError(404, ERRORS.orderNotFound);
  const life = lifeAt(order, currentTime());
  // A second tap, or a tab that had not seen the first: already done, so nothing to refuse.
  if (isCanceled(life.status)) return jsonResponse(toWireOrder(order, context.request));
  const refusal = cancelRefusal(life.status);
  if (refusal) throw new HttpError(409, refusal);
  const canceled = withSteps(order, life, cancelSteps(now().toISOString()));
  saveOrder(canceled);
  return jsonResponse(toWireOrder(canceled, context.request));
}
