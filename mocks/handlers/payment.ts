/** Extension: the demo payment of the current user's pending order. No money moves anywhere. */
import type { HttpHandler } from 'msw';
import { db, type OrderRecord, type Pace } from '../db';
import { readJsonObject } from '../http/body';
import { isPendingOf, saveOrder } from '../http/orders';
import { now } from '../http/repeatable';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { route } from '../http/route';
import { requireSession } from '../http/session';
import { validateBody } from '../http/validate';
import { toWireOrder } from '../http/wire';

/** The payment starts the order's life, on the pace of the scenario that took it (mocks/scenarios.ts). */
export function createPaymentHandlers(pace: Pace): HttpHandler[] {
  return [
    route('post', '/api/orders/pay', async ({ request }) => {
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
    }),
  ];
}
