// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '@contract/types';
import { db } from '../db';
import { ERRORS } from '../http/responses';
import { SEED_ORDERS, SEED_USERS } from '../seed';
import { expectTextError, json, logIn, registerShopper } from '../testing/api';
import { allOrders, myOrders, pay, placeOrder } from '../testing/orders';

const seededShopper = SEED_USERS.find((user) => !user.isAdmin);

describe('GET /api/admin/orders', () => {
  it("answers every user's orders newest first, each with its customer", async () => {
    const user = await registerShopper('Robin Diner');
    const placed = await placeOrder(user.token);
    const admin = await logIn('admin');
    const answer = await allOrders(admin.token);
    expect(answer.status).toBe(200);
    const orders = json<AdminOrder[]>(answer);
    const seededNewestFirst = [...SEED_ORDERS].reverse().map((order) => order.id);
    expect(orders.map((order) => order.id)).toEqual([placed.id, ...seededNewestFirst]);
    expect(orders[0]).toEqual({
      ...placed,
      customer: { id: user.id, name: 'Robin Diner', email: user.email },
    });
    const shopper = { id: seededShopper?.id, name: seededShopper?.name, email: seededShopper?.email };
    expect(orders.slice(1).map((order) => order.customer)).toEqual(SEED_ORDERS.map(() => shopper));
    expect(JSON.stringify(orders)).not.toMatch(/passwordHash|salt|userId/);
  });

  it('shows what the owner sees, paid status and payment id included', async () => {
    const user = await registerShopper();
    await placeOrder(user.token);
    await pay({ paymentId: 'DEMO-9' }, user.token);
    const [own] = json<Order[]>(await myOrders(user.token));
    const [listed] = json<AdminOrder[]>(await allOrders((await logIn('admin')).token));
    expect(listed).toEqual({ ...own, customer: expect.objectContaining({ id: user.id }) });
  });

  it('still lists an order whose user is gone from (hand-edited) storage', async () => {
    const seeded = SEED_ORDERS[0];
    if (!seeded) throw new Error('the seed needs an order');
    db.update((state) => {
      state.orders.push({ ...seeded, id: 'orphan', userId: 'gone', createdAt: '2026-06-01T00:00:00.000Z' });
    });
    const [orphan] = json<AdminOrder[]>(await allOrders((await logIn('admin')).token));
    expect(orphan).toMatchObject({
      id: 'orphan',
      customer: { id: 'gone', name: 'Unknown customer', email: '' },
    });
  });

  it('refuses shoppers with 403, whatever they have ordered', async () => {
    const shopper = await logIn();
    expectTextError(await allOrders(shopper.token), 403, ERRORS.adminOnly);
    const user = await registerShopper();
    await placeOrder(user.token);
    expectTextError(await allOrders(user.token), 403, ERRORS.adminOnly);
  });

  it('needs a known token', async () => {
    expectTextError(await allOrders(), 401, ERRORS.loginRequired);
    expectTextError(await allOrders('not-a-token'), 401, ERRORS.loginRequired);
  });
});
