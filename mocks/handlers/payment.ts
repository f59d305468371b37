/** Extension: the demo payment of the current user's pending order. No money moves anywhere. */
import type { HttpHandler } from 'msw';
import { db } from '../db';
import { readJsonObject } from '../http/body';
import { isPendingOf } from '../http/orders';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { route } from '../http/route';
import { requireSession } from '../http/session';
import { validateBody } from '../http/validate';
import { toWireOrder } from '../http/wire';

export const paymentHandlers: HttpHandler[] = [
  route('post', '/api/orders/pay', async ({ request }) => {
    const { user } = requireSession(request);
    // The body is checked before the order is looked up, as for every other call: 400 before 404.
    const { paymentId } = await validateBody('paymentSchema', await readJsonObject(request));
    const pending = db.read().orders.find(isPendingOf(user.id));
    if (!pending) throw new HttpError(404, ERRORS.noPendingOrder);
    db.update((state) => {
      const stored = state.orders.find((order) => order.id === pending.id);
      if (stored) Object.assign(stored, { status: 'PAID', paymentId });
    });
    return jsonResponse(toWireOrder({ ...pending, status: 'PAID', paymentId }, request));
  }),
];
