// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from './records';
import { storedState } from './shape';

const paid: OrderRecord = {
  id: 'o1',
  items: [],
  totalPrice: 0,
  name: 'Robin Diner',
  address: '1 Main St',
  addressLatLng: { lat: 1, lng: 2 },
  status: 'PAID',
  createdAt: '2026-01-01T00:00:00.000Z',
  paymentId: 'DEMO-1',
  statusHistory: [{ status: 'PAID', at: '2026-01-01T00:01:00.000Z' }],
  pace: { PREPARING: 120_000, SHIPPED: 480_000, DELIVERED: 600_000 },
  userId: 'u1',
};
const pending: Partial<OrderRecord> = {
  ...paid,
  id: 'o2',
  status: 'NEW',
  paymentId: undefined,
  statusHistory: [],
  pace: undefined,
};
const envelope = (orders: unknown[]) => ({
  version: 'v1',
  data: { users: [], sessions: [], orders, favorites: [] },
});

describe('storedState', () => {
  it('keeps orders with a payment id (paid) and without one (pending)', () => {
    const withoutId = JSON.parse(JSON.stringify(pending)) as unknown;
    expect(storedState(envelope([paid, withoutId]), 'v1')?.orders).toEqual([paid, withoutId]);
  });

  it.each([42, null, { id: 'DEMO-1' }])('discards the data when a payment id is %j', (paymentId) => {
    expect(storedState(envelope([{ ...paid, paymentId }]), 'v1')).toBeNull();
  });

  it('keeps a whole life, from payment to refund, and an order without a pace', () => {
    const refunded = {
      ...paid,
      status: 'REFUNDED',
      statusHistory: [
        { status: 'PAID', at: '2026-01-01T00:01:00.000Z' },
        { status: 'CANCELED', at: '2026-01-01T00:02:00.000Z' },
        { status: 'REFUNDED', at: '2026-01-01T00:02:00.000Z' },
      ],
    };
    const withoutPace: OrderRecord = { ...paid };
    delete withoutPace.pace;
    expect(storedState(envelope([refunded, withoutPace]), 'v1')?.orders).toEqual([refunded, withoutPace]);
  });

  it.each([
    ['no history', { statusHistory: undefined }],
    ['a status that is not the last step', { status: 'SHIPPED' }],
    ['a NEW order with a history', { status: 'NEW' }],
    [
      'a step of an unknown status',
      { status: 'LOST', statusHistory: [{ status: 'LOST', at: paid.createdAt }] },
    ],
    ['a step at an unreadable time', { statusHistory: [{ status: 'PAID', at: 'soon' }] }],
    ['a pace that is not numbers', { pace: { PREPARING: '2 min', SHIPPED: 1, DELIVERED: 1 } }],
  ])('discards the data on %s', (_, change) => {
    expect(storedState(envelope([{ ...paid, ...change }]), 'v1')).toBeNull();
  });
});

describe('a stored order line’s dish', () => {
  const food = {
    id: 'f1',
    name: 'Pad Thai',
    price: 12.5,
    stars: 4,
    favorite: false,
    imageUrl: 'images/foods/f1.svg',
    origins: ['Thailand'],
    tags: ['Noodles'],
    cookTime: '10-20',
  };
  const withFood = (dish: object) =>
    envelope([{ ...paid, items: [{ food: dish, quantity: 1, price: 12.5 }] }]);

  it.each([
    ['without diets or allergens', food],
    ['with known diets and allergens', { ...food, diets: ['gluten-free'], allergens: ['peanuts', 'eggs'] }],
    ['with empty lists', { ...food, diets: [], allergens: [] }],
  ])('is kept %s', (_, dish) => {
    expect(storedState(withFood(dish), 'v1')?.orders[0]?.items[0]?.food).toEqual(dish);
  });

  it.each([
    ['an unknown diet', { ...food, diets: ['keto'] }],
    ['an unknown allergen', { ...food, allergens: ['peanut'] }],
    ['allergens that are not a list', { ...food, allergens: 'peanuts' }],
  ])('discards the data on %s', (_, dish) => {
    expect(storedState(withFood(dish), 'v1')).toBeNull();
  });
});
