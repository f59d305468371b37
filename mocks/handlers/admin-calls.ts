/**
 * Extensions: every user's orders for the admin page, and moving one on (the calls admin.ts routes
 * here). Admin rights are read from the user, not the token.
 */
import { ADMIN_ORDER_STATUSES } from '@contract/types';
import { db } from '../db';
import { readJsonObject } from '../http/body';
import { cancelSteps, isCanceled, lifeAt, moveRefusal, withSteps } from '../http/order-life';
import { newestFirst, saveOrder } from '../http/orders';
import { currentTime, now } from '../http/repeatable';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { pathParam, type RouteContext } from '../http/route';
import { requireSession } from '../http/session';
import { validateBody } from '../http/validate';
import { toAdminOrder } from '../http/wire';

/** A 401 without a session, then this 403 sentence unless the stored user is an admin. */
function requireAdmin(request: Request, refusal: string): void {
  if (!requireSession(request).user.isAdmin) throw new HttpError(403, refusal);
}

/** GET /api/admin/orders: every order, newest first, with who placed it. */
export function allOrders({ request }: { request: Request }) {
  requireAdmin(request, ERRORS.adminOnly);
  const { orders, users } = db.read();
  const byId = new Map(users.map((candidate) => [candidate.id, candidate]));
  return jsonResponse(
    newestFirst(orders).map((order) => toAdminOrder(order, byId.get(order.userId), request)),
  );
}

/** POST /api/admin/orders/{id}/status: the order moved on, or canceled. */
export async function moveOrder(context: RouteContext) {
  const { request } = context;
  requireAdmin(request, ERRORS.adminOnlyChanges);
  const body = await validateBody('statusChangeSchema', await readJsonObject(request));
  const status = ADMIN_ORDER_STATUSES.find((candidate) => candidate === body.status);
  if (!status) throw new Error('statusChangeSchema let an unknown status through');
  const id = pathParam(context, 'id');
  const { orders, users } = db.read();
  const order = orders.find((stored) => stored.id === id);
  if (!order) throw new HttpError(404, ERRORS.orderNotFound);
  const customer = users.find((candidate) => candidate.id === order.userId);
  const life = lifeAt(order, currentTime());
  // The status it has already (a repeated click, another admin first): nothing to do.
  if (life.status === status || (status === 'CANCELED' && isCanceled(life.status))) {
    return jsonResponse(toAdminOrder(order, customer, request));
  }
  const refusal = moveRefusal(life.status, status);
  if (refusal) throw new HttpError(409, refusal);
  const at = now().toISOString();
  const moved = withSteps(order, life, status === 'CANCELED' ? cancelSteps(at) : [{ status, at }]);
  saveOrder(moved);
  return jsonResponse(toAdminOrder(moved, customer, request));
}
