// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@contract/types';
import { ERRORS } from '../http/responses';
import { SEED_ORDERS } from '../seed';
import { call, expectTextError, json, logIn, ORIGIN, registerShopper } from '../testing/api';
import { myOrders, pay, placeOrder, track } from '../testing/orders';

const ids = (orders: readonly { id: string }[]) => orders.map((order) => order.id);

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/orders', () => {
  it("answers the demo shopper's seeded history newest first, as wire orders", async () => {
    const shopper = await logIn();
    const answer = await myOrders(shopper.token);
    expect(answer.status).toBe(200);
    const orders = json<Order[]>(answer);
    expect(ids(orders)).toEqual(ids([...SEED_ORDERS].reverse()));
    const [newest] = orders;
    const seeded = SEED_ORDERS[SEED_ORDERS.length - 1];
    const food = seeded?.items[0]?.food;
    expect(newest).toMatchObject({ status: seeded?.status, paymentId: seeded?.paymentId });
    expect(newest?.items[0]?.food.imageUrl).toBe(`${ORIGIN}/${food?.imageUrl}`);
    expect(newest).not.toHaveProperty('userId');
  });

  it('lists every status of the own orders only, the newest first', async () => {
    const user = await registerShopper();
    expect(json<Order[]>(await myOrders(user.token))).toEqual([]);
    const paid = await placeOrder(user.token);
    await pay({ paymentId: 'DEMO-1' }, user.token);
    const pending = await placeOrder(user.token);
    const admin = await logIn('admin');
    await placeOrder(admin.token);
    const orders = json<Order[]>(await myOrders(user.token));
    expect(orders.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: pending.id, status: 'NEW' },
      { id: paid.id, status: 'PAID' },
    ]);
  });

  it('keeps creation order when orders share a timestamp', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    const user = await registerShopper();
    const first = await placeOrder(user.token);
    await pay({ paymentId: 'DEMO-1' }, user.token);
    const second = await placeOrder(user.token);
    expect(second.createdAt).toBe(first.createdAt);
    expect(ids(json<Order[]>(await myOrders(user.token)))).toEqual([second.id, first.id]);
  });

  it('needs a known token', async () => {
    expectTextError(await myOrders(), 401, ERRORS.loginRequired);
    expectTextError(await myOrders('not-a-token'), 401, ERRORS.loginRequired);
  });
});

describe('GET /api/orders/track/{id}', () => {
  it('answers one of the own orders, seeded or new', async () => {
    const shopper = await logIn();
    const seeded = SEED_ORDERS[0];
    const answer = await track(seeded?.id ?? '', shopper.token);
    expect(answer.status).toBe(200);
    expect(json<Order>(answer)).toMatchObject({ id: seeded?.id, status: seeded?.status });
    const placed = await placeOrder(shopper.token);
    expect(json<Order>(await track(placed.id, shopper.token))).toEqual(placed);
  });

  it("answers someone else's order exactly like an unknown one, admins included", async () => {
    const owner = await registerShopper();
    const order = await placeOrder(owner.token);
    for (const reader of [await logIn(), await logIn('admin')]) {
      expectTextError(await track(order.id, reader.token), 404, ERRORS.orderNotFound);
    }
    for (const id of ['000000000000000000000000', 'not-an-id', '%20']) {
      expectTextError(await track(id, owner.token), 404, ERRORS.orderNotFound);
    }
  });

  it('needs a known token, even for an order that exists', async () => {
    const seeded = SEED_ORDERS[0]?.id ?? '';
    expectTextError(await track(seeded), 401, ERRORS.loginRequired);
    expectTextError(await track(seeded, 'not-a-token'), 401, ERRORS.loginRequired);
  });

  it('answers an undecodable id with the 400 sentence', async () => {
    const shopper = await logIn();
    const answer = await call('/api/orders/track/%E0%A4%A', { token: shopper.token });
    expectTextError(answer, 400, ERRORS.badAddress);
  });
});
