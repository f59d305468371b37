// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../db/records';
import { cancelRefusal, DEFAULT_PACE, FAST_PACE, lifeAt, moveRefusal, withSteps } from './order-life';

const PAID_AT = '2026-06-01T12:00:00.000Z';
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.parse(PAID_AT) + minutes * MINUTE);
const iso = (minutes: number) => at(minutes).toISOString();

const paid: Pick<OrderRecord, 'status' | 'statusHistory' | 'pace'> = {
  status: 'PAID',
  statusHistory: [{ status: 'PAID', at: PAID_AT }],
  pace: DEFAULT_PACE,
};

describe("an order's life", () => {
  it('goes PAID → PREPARING after 2 min → SHIPPED 8 min later → DELIVERED 10 min later, each step at its time', () => {
    expect(lifeAt(paid, at(0))).toEqual({
      status: 'PAID',
      statusHistory: [{ status: 'PAID', at: PAID_AT }],
      estimatedDeliveryAt: iso(20),
    });
    expect(lifeAt(paid, at(1.99)).status).toBe('PAID');
    expect(lifeAt(paid, at(2))).toEqual({
      status: 'PREPARING',
      statusHistory: [
        { status: 'PAID', at: PAID_AT },
        { status: 'PREPARING', at: iso(2) },
      ],
      estimatedDeliveryAt: iso(20),
    });
    expect(lifeAt(paid, at(10)).status).toBe('SHIPPED');
    // Delivered: the whole history, and no estimate any more.
    expect(lifeAt(paid, at(60 * 24))).toEqual({
      status: 'DELIVERED',
      statusHistory: [
        { status: 'PAID', at: PAID_AT },
        { status: 'PREPARING', at: iso(2) },
        { status: 'SHIPPED', at: iso(10) },
        { status: 'DELIVERED', at: iso(20) },
      ],
    });
  });

  it('keeps the pace the order was paid with', () => {
    const fast = { ...paid, pace: FAST_PACE };
    expect(lifeAt(fast, new Date(Date.parse(PAID_AT) + 8_000)).status).toBe('PREPARING');
    expect(lifeAt(fast, new Date(Date.parse(PAID_AT) + 24_000)).status).toBe('DELIVERED');
    expect(lifeAt(fast, at(0)).estimatedDeliveryAt).toBe(
      new Date(Date.parse(PAID_AT) + 24_000).toISOString(),
    );
  });

  it('goes on from a step recorded early or late, and moves the estimate with it', () => {
    // An admin marked it on its way 5 minutes after payment instead of 10.
    const early = withSteps(paid, lifeAt(paid, at(5)), [{ status: 'SHIPPED', at: iso(5) }]);
    expect(early.status).toBe('SHIPPED');
    expect(lifeAt(early, at(5))).toEqual({
      status: 'SHIPPED',
      statusHistory: [
        { status: 'PAID', at: PAID_AT },
        { status: 'PREPARING', at: iso(2) },
        { status: 'SHIPPED', at: iso(5) },
      ],
      estimatedDeliveryAt: iso(15),
    });
    expect(lifeAt(early, at(15)).status).toBe('DELIVERED');
  });

  it('stops at a cancel, a refund or a delivery, and never starts before payment', () => {
    const refunded = withSteps(paid, lifeAt(paid, at(1)), [
      { status: 'CANCELED', at: iso(1) },
      { status: 'REFUNDED', at: iso(1) },
    ]);
    expect(lifeAt(refunded, at(60))).toEqual({
      status: 'REFUNDED',
      statusHistory: [
        { status: 'PAID', at: PAID_AT },
        { status: 'CANCELED', at: iso(1) },
        { status: 'REFUNDED', at: iso(1) },
      ],
    });
    expect(lifeAt({ status: 'NEW', statusHistory: [] }, at(60))).toEqual({
      status: 'NEW',
      statusHistory: [],
    });
  });

  it('records nothing automatic without a pace, nor after a step at an unreadable time', () => {
    expect(lifeAt({ ...paid, pace: undefined }, at(60))).toEqual({
      status: 'PAID',
      statusHistory: [{ status: 'PAID', at: PAID_AT }],
    });
    const unreadable = { ...paid, statusHistory: [{ status: 'PAID' as const, at: 'soon' }] };
    expect(lifeAt(unreadable, at(60))).toEqual({ status: 'PAID', statusHistory: unreadable.statusHistory });
  });
});

describe('who may change what', () => {
  it('lets the shopper cancel only while PAID', () => {
    expect(cancelRefusal('PAID')).toBeNull();
    expect(cancelRefusal('PREPARING')).toBe(
      'This order is already being prepared and can no longer be canceled.',
    );
    expect(cancelRefusal('SHIPPED')).toBe('This order is already on its way and can no longer be canceled.');
    expect(cancelRefusal('DELIVERED')).toBe(
      'This order has already been delivered and can no longer be canceled.',
    );
    expect(cancelRefusal('NEW')).toBe('This order is not paid yet, so there is nothing to cancel.');
  });

  it('lets an admin move an order to its next step, or cancel it until it is delivered', () => {
    expect(moveRefusal('PAID', 'PREPARING')).toBeNull();
    expect(moveRefusal('PREPARING', 'SHIPPED')).toBeNull();
    expect(moveRefusal('SHIPPED', 'DELIVERED')).toBeNull();
    for (const from of ['PAID', 'PREPARING', 'SHIPPED'] as const)
      expect(moveRefusal(from, 'CANCELED')).toBeNull();
    expect(moveRefusal('PAID', 'SHIPPED')).toBe(
      'This order is paid: it can only be marked as being prepared, or canceled.',
    );
    expect(moveRefusal('SHIPPED', 'PREPARING')).toBe(
      'This order is on its way: it can only be marked as delivered, or canceled.',
    );
    expect(moveRefusal('DELIVERED', 'CANCELED')).toBe(
      'This order is already delivered and cannot be changed.',
    );
    expect(moveRefusal('REFUNDED', 'PREPARING')).toBe('This order was canceled and cannot be changed.');
    expect(moveRefusal('NEW', 'PREPARING')).toBe('This order is not paid yet and cannot be changed.');
  });
});
