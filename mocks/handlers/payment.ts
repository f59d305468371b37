/** Extension: the demo payment of the current user's pending order. No money moves anywhere. */
import { MESSAGES } from '@contract/validation';
import type { HttpHandler } from 'msw';
import { db } from '../db';
import type { JsonObject } from '@contract/json';
import { readJsonObject } from '../http/body';
import { isPendingOf } from '../http/orders';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { route } from '../http/route';
import { requireSession } from '../http/session';
import { invalid, NOT_TEXT } from '../http/validate';
import { toWireOrder } from '../http/wire';

/** Long enough for any payment provider's reference, short enough to keep stored data small. */
export const MAX_PAYMENT_ID_LENGTH = 100;

function readPaymentId(body: JsonObject): string {
  const { paymentId } = body;
  if (paymentId !== undefined && paymentId !== null && typeof paymentId !== 'string') {
    throw invalid('paymentId', NOT_TEXT);
  }
  const value = paymentId?.trim() ?? '';
  if (value === '') throw invalid('paymentId', MESSAGES.required);
  if (value.length > MAX_PAYMENT_ID_LENGTH) {
    throw invalid('paymentId', `Maximum length is ${MAX_PAYMENT_ID_LENGTH}`);
  }
  return value;
}

export const paymentHandlers: HttpHandler[] = [
  route('post', '/api/orders/pay', async ({ request }) => {
    const { user } = requireSession(request);
    // The body is checked before the order is looked up, as for every other call: 400 before 404.
    const paymentId = readPaymentId(await readJsonObject(request));
    const pending = db.read().orders.find(isPendingOf(user.id));
    if (!pending) throw new HttpError(404, ERRORS.noPendingOrder);
    db.update((state) => {
      const stored = state.orders.find((order) => order.id === pending.id);
      if (stored) Object.assign(stored, { status: 'PAID', paymentId });
    });
    return jsonResponse(toWireOrder({ ...pending, status: 'PAID', paymentId }, request));
  }),
];
