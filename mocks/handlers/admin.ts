/** Extension: every user's orders for the admin page. Admin rights are read from the user, not the token. */
import type { HttpHandler } from 'msw';
import { db } from '../db';
import { newestFirst } from '../http/orders';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { route } from '../http/route';
import { requireSession } from '../http/session';
import { toAdminOrder } from '../http/wire';

export const adminHandlers: HttpHandler[] = [
  route('get', '/api/admin/orders', ({ request }) => {
    const { user } = requireSession(request);
    if (!user.isAdmin) throw new HttpError(403, ERRORS.adminOnly);
    const { orders, users } = db.read();
    const byId = new Map(users.map((candidate) => [candidate.id, candidate]));
    return jsonResponse(
      newestFirst(orders).map((order) => toAdminOrder(order, byId.get(order.userId), request)),
    );
  }),
];
