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
  userId: 'u1',
};
const pending: Partial<OrderRecord> = { ...paid, id: 'o2', status: 'NEW', paymentId: undefined };
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
