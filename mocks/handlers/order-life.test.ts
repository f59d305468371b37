// @vitest-environment node
/** An order's life through the API: on the clock, the shopper's cancel and the admin's moves. */
import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '@contract/types';
import { db } from '../db';
import { applyScenario, server } from '../node';
import { ERRORS } from '../http/responses';
import { makeRepeatable } from '../http/repeatable';
import { expectTextError, json, logIn, registerShopper } from '../testing/api';
import { advanceClock, FAST_PACE, timeUntil } from '../testing/clock';
import {
  allOrders,
  cancelOrder,
  myOrders,
  placeAndPay,
  placeOrder,
  setOrderStatus,
  track,
} from '../testing/orders';

const statuses = (order: Order) => order.statusHistory?.map((step) => step.status);
const stored = (id: string) => db.read().orders.find((order) => order.id === id);
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

async function everywhere(id: string, token: string) {
  const admin = await logIn('admin');
  return {
    tracked: json<Order>(await track(id, token)),
    listed: json<Order[]>(await myOrders(token)).find((order) => order.id === id),
    adminListed: json<AdminOrder[]>(await allOrders(admin.token)).find((order) => order.id === id),
  };
}

describe('the life of a paid order', () => {
  it('moves on with the clock, the same in every answer, though nothing is written meanwhile', async () => {
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    const paidAt = paid.statusHistory?.[0]?.at ?? '';
    const estimate = later(paidAt, timeUntil('DELIVERED'));
    expect(paid).toMatchObject({ status: 'PAID', estimatedDeliveryAt: estimate });

    advanceClock(timeUntil('PREPARING'));
    const preparing = {
      status: 'PREPARING',
      statusHistory: [
        { status: 'PAID', at: paidAt },
        { status: 'PREPARING', at: later(paidAt, timeUntil('PREPARING')) },
      ],
      estimatedDeliveryAt: estimate,
    };
    const { tracked, listed, adminListed } = await everywhere(paid.id, user.token);
    expect(tracked).toMatchObject(preparing);
    expect(listed).toEqual(tracked);
    expect(adminListed).toEqual({ ...tracked, customer: expect.objectContaining({ id: user.id }) });
    // Worked out, not stored: the record still holds the payment alone.
    expect(stored(paid.id)?.statusHistory).toEqual([{ status: 'PAID', at: paidAt }]);

    advanceClock(timeUntil('DELIVERED'));
    const delivered = json<Order>(await track(paid.id, user.token));
    expect(delivered.status).toBe('DELIVERED');
    expect(statuses(delivered)).toEqual(['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED']);
    expect(delivered.statusHistory?.at(-1)?.at).toBe(estimate);
    expect(delivered).not.toHaveProperty('estimatedDeliveryAt');
  });

  it('sends no history for an order not paid yet', async () => {
    const user = await registerShopper();
    const placed = await placeOrder(user.token);
    advanceClock(timeUntil('DELIVERED'));
    const order = json<Order>(await track(placed.id, user.token));
    expect(order.status).toBe('NEW');
    expect(order).not.toHaveProperty('statusHistory');
    expect(order).not.toHaveProperty('estimatedDeliveryAt');
  });

  it('keeps the pace of the scenario it was paid in (fast-delivery: seconds), in a tab without it too', async () => {
    const user = await registerShopper();
    applyScenario('fast-delivery');
    const paid = await placeAndPay(user.token);
    const paidAt = paid.statusHistory?.[0]?.at ?? '';
    expect(paid.estimatedDeliveryAt).toBe(later(paidAt, timeUntil('DELIVERED', FAST_PACE)));
    // Another tab, or the standalone server restarted without the scenario: the order's pace holds.
    server.resetHandlers();
    advanceClock(timeUntil('PREPARING', FAST_PACE));
    expect(json<Order>(await track(paid.id, user.token)).status).toBe('PREPARING');
    advanceClock(timeUntil('DELIVERED', FAST_PACE));
    expect(json<Order>(await track(paid.id, user.token)).status).toBe('DELIVERED');
    // A default-paced order paid alongside is still at the start.
    const other = await placeAndPay(user.token);
    advanceClock(timeUntil('DELIVERED', FAST_PACE));
    expect(json<Order>(await track(other.id, user.token)).status).toBe('PAID');
  });

  it('stays frozen under the repeatable clock, however many calls are made, until the clock is moved on', async () => {
    makeRepeatable(new Date('2026-06-01T12:00:00Z'));
    // Registering, ordering and paying are stamped a minute apart: 12:01, 12:02, 12:03.
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    // Each login is stamped too (12:04 to 12:06), but stamping is not time passing, nor is looking.
    for (let call = 0; call < 3; call += 1) await logIn();
    for (let call = 0; call < 30; call += 1) {
      expect(json<Order>(await track(paid.id, user.token)).status).toBe('PAID');
    }
    // Moved on from the last stamp (12:06) to 12:08: the order was due to be prepared at 12:05.
    advanceClock(timeUntil('PREPARING'));
    expect(json<Order>(await track(paid.id, user.token))).toMatchObject({
      status: 'PREPARING',
      statusHistory: [
        { status: 'PAID', at: '2026-06-01T12:03:00.000Z' },
        { status: 'PREPARING', at: '2026-06-01T12:05:00.000Z' },
      ],
      estimatedDeliveryAt: '2026-06-01T12:23:00.000Z',
    });
    advanceClock(timeUntil('DELIVERED'));
    expect(json<Order>(await track(paid.id, user.token)).status).toBe('DELIVERED');
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  it('cancels a PAID order and refunds it; canceling again changes nothing', async () => {
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    const answer = await cancelOrder(paid.id, user.token);
    expect(answer.status).toBe(200);
    const canceled = json<Order>(answer);
    const at = canceled.statusHistory?.[1]?.at ?? '';
    expect(canceled).toEqual({
      ...paid,
      status: 'REFUNDED',
      statusHistory: [...(paid.statusHistory ?? []), { status: 'CANCELED', at }, { status: 'REFUNDED', at }],
      estimatedDeliveryAt: undefined,
    });
    expect(canceled).not.toHaveProperty('estimatedDeliveryAt');
    expect(json<Order>(await cancelOrder(paid.id, user.token))).toEqual(canceled);
    // The life ends there.
    advanceClock(timeUntil('DELIVERED'));
    expect(json<Order>(await track(paid.id, user.token))).toEqual(canceled);
  });

  it('refuses once the order is being prepared, with the reason, and leaves it as it is', async () => {
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    advanceClock(timeUntil('PREPARING'));
    expectTextError(
      await cancelOrder(paid.id, user.token),
      409,
      'This order is already being prepared and can no longer be canceled.',
    );
    expect(json<Order>(await track(paid.id, user.token)).status).toBe('PREPARING');
    advanceClock(timeUntil('DELIVERED'));
    expectTextError(
      await cancelOrder(paid.id, user.token),
      409,
      'This order has already been delivered and can no longer be canceled.',
    );
  });

  it('refuses an order not paid yet', async () => {
    const user = await registerShopper();
    const placed = await placeOrder(user.token);
    expectTextError(
      await cancelOrder(placed.id, user.token),
      409,
      'This order is not paid yet, so there is nothing to cancel.',
    );
  });

  it("answers 404 for someone else's order (an admin's included) and an unknown one, 401 without a token", async () => {
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    const other = await registerShopper('Other Shopper');
    expectTextError(await cancelOrder(paid.id, other.token), 404, ERRORS.orderNotFound);
    expectTextError(await cancelOrder(paid.id, (await logIn('admin')).token), 404, ERRORS.orderNotFound);
    expectTextError(await cancelOrder('000000000000000000000000', user.token), 404, ERRORS.orderNotFound);
    expectTextError(await cancelOrder(paid.id), 401, ERRORS.loginRequired);
    expect(json<Order>(await track(paid.id, user.token)).status).toBe('PAID');
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  it("moves an order to its next status, which the shopper's order shows; asking again changes nothing", async () => {
    const user = await registerShopper('Robin Diner');
    const paid = await placeAndPay(user.token);
    const admin = await logIn('admin');
    const answer = await setOrderStatus(paid.id, 'PREPARING', admin.token);
    expect(answer.status).toBe(200);
    const moved = json<AdminOrder>(answer);
    expect(moved).toMatchObject({
      id: paid.id,
      status: 'PREPARING',
      customer: { id: user.id, name: 'Robin Diner', email: user.email },
    });
    expect(statuses(moved)).toEqual(['PAID', 'PREPARING']);
    expect({ ...json<Order>(await track(paid.id, user.token)), customer: moved.customer }).toEqual(moved);
    expect(json<AdminOrder>(await setOrderStatus(paid.id, 'PREPARING', admin.token))).toEqual(moved);

    const shipped = json<AdminOrder>(await setOrderStatus(paid.id, 'SHIPPED', admin.token));
    const shippedAt = shipped.statusHistory?.at(-1)?.at ?? '';
    // Moved on early: the estimate follows.
    expect(shipped.estimatedDeliveryAt).toBe(later(shippedAt, timeUntil('DELIVERED') - timeUntil('SHIPPED')));
    expect(json<AdminOrder>(await setOrderStatus(paid.id, 'DELIVERED', admin.token)).status).toBe(
      'DELIVERED',
    );
    expectTextError(
      await setOrderStatus(paid.id, 'CANCELED', admin.token),
      409,
      'This order is already delivered and cannot be changed.',
    );
  });

  it('records the steps that came by themselves first, then the move', async () => {
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    const paidAt = paid.statusHistory?.[0]?.at ?? '';
    advanceClock(timeUntil('PREPARING'));
    const moved = json<AdminOrder>(await setOrderStatus(paid.id, 'SHIPPED', (await logIn('admin')).token));
    expect(moved.statusHistory?.slice(0, 2)).toEqual([
      { status: 'PAID', at: paidAt },
      { status: 'PREPARING', at: later(paidAt, timeUntil('PREPARING')) },
    ]);
    expect(stored(paid.id)).toMatchObject({ status: 'SHIPPED', statusHistory: moved.statusHistory });
  });

  it('cancels and refunds an order until it is delivered, even once it is on its way', async () => {
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    advanceClock(timeUntil('SHIPPED'));
    const admin = await logIn('admin');
    const canceled = json<AdminOrder>(await setOrderStatus(paid.id, 'CANCELED', admin.token));
    expect(canceled.status).toBe('REFUNDED');
    expect(statuses(canceled)).toEqual(['PAID', 'PREPARING', 'SHIPPED', 'CANCELED', 'REFUNDED']);
    expect(canceled).not.toHaveProperty('estimatedDeliveryAt');
    expect(json<AdminOrder>(await setOrderStatus(paid.id, 'CANCELED', admin.token))).toEqual(canceled);
    expectTextError(
      await setOrderStatus(paid.id, 'DELIVERED', admin.token),
      409,
      'This order was canceled and cannot be changed.',
    );
  });

  it('refuses a step skipped or backwards, and an order not paid yet', async () => {
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    const admin = await logIn('admin');
    expectTextError(
      await setOrderStatus(paid.id, 'DELIVERED', admin.token),
      409,
      'This order is paid: it can only be marked as being prepared, or canceled.',
    );
    const pending = await placeOrder(user.token);
    expectTextError(
      await setOrderStatus(pending.id, 'PREPARING', admin.token),
      409,
      'This order is not paid yet and cannot be changed.',
    );
    expect(json<Order>(await track(paid.id, user.token)).status).toBe('PAID');
  });

  it('is for admins only: 403 for a shopper, even the owner; 401 without a token', async () => {
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    expectTextError(await setOrderStatus(paid.id, 'PREPARING', user.token), 403, ERRORS.adminOnlyChanges);
    expectTextError(
      await setOrderStatus(paid.id, 'PREPARING', (await logIn()).token),
      403,
      'Only administrators can change orders.',
    );
    expectTextError(await setOrderStatus(paid.id, 'PREPARING'), 401, ERRORS.loginRequired);
    expect(json<Order>(await track(paid.id, user.token)).status).toBe('PAID');
  });

  it.each([
    [null, 'Status: This field is required'],
    ['  ', 'Status: This field is required'],
    ['NEW', 'Status: Must be one of PREPARING, SHIPPED, DELIVERED, CANCELED'],
    ['REFUNDED', 'Status: Must be one of PREPARING, SHIPPED, DELIVERED, CANCELED'],
  ] as const)('refuses the status %j with a 400', async (status, message) => {
    const user = await registerShopper();
    const paid = await placeAndPay(user.token);
    expectTextError(
      await setOrderStatus(paid.id, status as never, (await logIn('admin')).token),
      400,
      message,
    );
  });

  it('answers 404 for an unknown order', async () => {
    const admin = await logIn('admin');
    expectTextError(
      await setOrderStatus('000000000000000000000000', 'PREPARING', admin.token),
      404,
      ERRORS.orderNotFound,
    );
  });
});
