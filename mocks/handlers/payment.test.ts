// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Order } from '@contract/types';
import { db } from '../db';
import { ERRORS } from '../http/responses';
import { expectTextError, json, logIn, registerShopper } from '../testing/api';
import { timeUntil } from '../testing/clock';
import { myOrders, pay, pendingOrder, placeOrder } from '../testing/orders';
import { MAX_LENGTH } from '@contract/rules';

describe('POST /api/orders/pay', () => {
  it('marks the pending order PAID with the payment id, and answers it', async () => {
    const user = await registerShopper();
    const placed = await placeOrder(user.token);
    const answer = await pay({ paymentId: '  DEMO-ABC123  ' }, user.token);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    const paid = json<Order>(answer);
    const paidAt = paid.statusHistory?.[0]?.at ?? '';
    expect(paid).toEqual({
      ...placed,
      status: 'PAID',
      paymentId: 'DEMO-ABC123',
      // The life starts: paid now, delivered on the default pace unless something moves it.
      statusHistory: [{ status: 'PAID', at: paidAt }],
      estimatedDeliveryAt: new Date(Date.parse(paidAt) + timeUntil('DELIVERED')).toISOString(),
    });
    expect(Date.parse(paidAt)).toBeGreaterThanOrEqual(Date.parse(placed.createdAt));
    expect(paid).not.toHaveProperty('userId');
    expect(db.read().orders.find((order) => order.id === placed.id)).toMatchObject({
      status: 'PAID',
      paymentId: 'DEMO-ABC123',
      userId: user.id,
    });
  });

  it('leaves nothing pending: the pending call answers 404, the history shows it PAID', async () => {
    const user = await registerShopper();
    const placed = await placeOrder(user.token);
    await pay({ paymentId: 'DEMO-1' }, user.token);
    expectTextError(await pendingOrder(user.token), 404, ERRORS.noPendingOrder);
    expect(json<Order[]>(await myOrders(user.token))).toEqual([
      expect.objectContaining({ id: placed.id, status: 'PAID', paymentId: 'DEMO-1' }),
    ]);
  });

  it('answers 404 without a pending order, and for a second payment of the same order', async () => {
    const user = await registerShopper();
    expectTextError(await pay({ paymentId: 'DEMO-1' }, user.token), 404, ERRORS.noPendingOrder);
    await placeOrder(user.token);
    expect((await pay({ paymentId: 'DEMO-1' }, user.token)).status).toBe(200);
    expectTextError(await pay({ paymentId: 'DEMO-2' }, user.token), 404, ERRORS.noPendingOrder);
  });

  it("never pays another user's pending order", async () => {
    const admin = await logIn('admin');
    const adminOrder = await placeOrder(admin.token);
    const shopper = await logIn();
    expectTextError(await pay({ paymentId: 'DEMO-1' }, shopper.token), 404, ERRORS.noPendingOrder);
    expect(json<Order>(await pendingOrder(admin.token))).toEqual(adminOrder);
  });

  it('needs a known token', async () => {
    expectTextError(await pay({ paymentId: 'DEMO-1' }), 401, ERRORS.loginRequired);
    expectTextError(await pay({ paymentId: 'DEMO-1' }, 'not-a-token'), 401, ERRORS.loginRequired);
  });

  it.each([
    [{}, 'Payment id: This field is required'],
    [{ paymentId: '' }, 'Payment id: This field is required'],
    [{ paymentId: '   ' }, 'Payment id: This field is required'],
    [{ paymentId: null }, 'Payment id: This field is required'],
    [{ paymentId: 42 }, 'Payment id: This field must be text'],
    [{ paymentId: ['DEMO-1'] }, 'Payment id: This field must be text'],
    [{ paymentId: 'x'.repeat(MAX_LENGTH.paymentId + 1) }, 'Payment id: Maximum length is 100'],
    ['{"paymentId": ', ERRORS.notJson],
    ['["DEMO-1"]', ERRORS.notObject],
  ])('refuses bad body %# with a 400 and leaves the order pending', async (body, message) => {
    const user = await registerShopper();
    const placed = await placeOrder(user.token);
    expectTextError(await pay(body, user.token), 400, message);
    expect(json<Order>(await pendingOrder(user.token))).toEqual(placed);
  });

  it('checks the body before looking for the order, and takes the longest allowed id', async () => {
    const user = await registerShopper();
    expectTextError(await pay({}, user.token), 400, 'Payment id: This field is required');
    await placeOrder(user.token);
    const longest = 'x'.repeat(MAX_LENGTH.paymentId);
    expect(json<Order>(await pay({ paymentId: longest }, user.token)).paymentId).toBe(longest);
  });
});
