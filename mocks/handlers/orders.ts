import type { HttpHandler } from 'msw';
import type { Catalogue } from '../catalogue';
import { db, type OrderRecord } from '../db';
import { readJsonObject } from '../http/body';
import { newId } from '../http/ids';
import { now } from '../http/repeatable';
import { isPendingOf } from '../http/orders';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { loadOnce, route } from '../http/route';
import { requireSession } from '../http/session';
import { toWireOrder } from '../http/wire';

// Loaded with the first order, not with the demo's first page: its checks and the option groups'
// rules are for placing an order only.
const orderInput = loadOnce(() => import('./order-input'));

/** Order calls over a catalogue, so a scenario's menu can be ordered from too. */
export function createOrderHandlers(catalogue: Catalogue): HttpHandler[] {
  return [
    route('post', '/api/orders/create', async ({ request }) => {
      const { user } = requireSession(request);
      const { readOrderInput } = await orderInput();
      const input = await readOrderInput(await readJsonObject(request), catalogue);
      const order: OrderRecord = {
        ...input,
        id: newId(),
        status: 'NEW',
        statusHistory: [],
        createdAt: now().toISOString(),
        userId: user.id,
      };
      // One pending order per user: a new checkout replaces it, as the original backend did.
      db.update((state) => {
        state.orders = [...state.orders.filter((stored) => !isPendingOf(user.id)(stored)), order];
      });
      return jsonResponse(toWireOrder(order, request), 201);
    }),

    route('get', '/api/orders/newOrderForCurrentUser', ({ request }) => {
      const { user } = requireSession(request);
      const order = db.read().orders.find(isPendingOf(user.id));
      if (!order) throw new HttpError(404, ERRORS.noPendingOrder);
      return jsonResponse(toWireOrder(order, request));
    }),
  ];
}
