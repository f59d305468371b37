/** Extension: the demo payment of the current user's pending order. No money moves anywhere. */
import { db, type OrderRecord, type Pace } from '../db';
import { readJsonObject } from '../http/body';
import { isPendingOf, saveOrder } from '../http/orders';
import { now } from '../http/repeatable';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import type { RouteContext } from '../http/route';
import { requireSession } from '../http/session';
import { validateBody } from '../http/validate';
import { toWireOrder } from '../http/wire';

/** POST /api/orders/pay: the order paid, its life started on `pace` (payment.ts routes it here). */
export async function payOrder({ request }: RouteContext, pace: Pace) {
  const { user } = requireSession(request);
  // The body is checked before the order is looked up, as for every other call: 400 before 404.
  const { paymentId } = await validateBody('paymentSchema', await readJsonObject(request));
  const pending = db.read().orders.find(isPendingOf(user.id));
  if (!pending) throw new HttpError(404, ERRORS.noPendingOrder);
  const paid: OrderRecord = {
    ...structuredClone(pending),
    status: 'PAID',
    paymentId,
    statusHistory: [{ status: 'PAID', at: now().toISOString() }],
    pace: { ...pace },
  };
  saveOrder(paid);
  return jsonResponse(toWireOrder(paid, request));
}
