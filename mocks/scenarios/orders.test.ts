// @vitest-environment node
/** The order and payment scenarios: what checkout and payment meet when the backend says no. */
import { describe, expect, it } from 'vitest';
import type { Order } from '@contract/types';
import { ERRORS } from '../http/responses';
import { applyScenario } from '../node';
import { ORDER_FAILED_MESSAGE, PAYMENT_FAILED_MESSAGE } from '../scenarios';
import { call, expectTextError, json, logIn } from '../testing/api';
import { allOrders, myOrders, orderBody, pay, pendingOrder, placeOrder, track } from '../testing/orders';

const create = (token: string) => call('/api/orders/create', { body: orderBody(), token });

describe('order scenarios', () => {
  it('order-create-fails: placing an order is a 500, and nothing is pending', async () => {
    const user = await logIn();
    applyScenario('order-create-fails');
    expectTextError(await create(user.token), 500, ORDER_FAILED_MESSAGE);
    expectTextError(await pendingOrder(user.token), 404, ERRORS.noPendingOrder);
  });

  it('no-pending-order: a placed order is still not found', async () => {
    const user = await logIn();
    applyScenario('no-pending-order');
    expect((await create(user.token)).status).toBe(201);
    expectTextError(await pendingOrder(user.token), 404, ERRORS.noPendingOrder);
  });

  it('no-pending-order: paying a placed order is a 404 too, and the order stays NEW', async () => {
    const user = await logIn();
    const placed = await placeOrder(user.token);
    applyScenario('no-pending-order');
    expectTextError(await pay({ paymentId: 'DEMO-1' }, user.token), 404, ERRORS.noPendingOrder);
    expect(json<Order>(await track(placed.id, user.token)).status).toBe('NEW');
  });

  it('payment-fails: paying is a 500 that charges nothing; everything else works', async () => {
    const user = await logIn();
    const placed = await placeOrder(user.token);
    applyScenario('payment-fails');
    expectTextError(await pay({ paymentId: 'DEMO-1' }, user.token), 500, PAYMENT_FAILED_MESSAGE);
    expect(json<Order>(await pendingOrder(user.token))).toEqual(placed);
    expect(json<Order[]>(await myOrders(user.token))[0]).toEqual(placed);
    expect((await allOrders((await logIn('admin')).token)).status).toBe(200);
  });
});
