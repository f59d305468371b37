// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { roundCents } from '@contract/rounding';
import type { Order, OrderPayload, User } from '@contract/types';
import { db } from '../db';
import { ERRORS } from '../http/responses';
import { SEED_FOODS, SEED_ORDERS } from '../seed';
import { call, expectTextError, json, logIn, ORIGIN } from '../testing/api';

// Orders as the ten calls describe them: dishes with nothing to choose (the options have their own tests).
const [pizza, soup] = SEED_FOODS.filter((food) => !food.optionGroups);
if (!pizza || !soup) throw new Error('the seed needs two dishes without option groups');

const payload = (overrides: Partial<Record<keyof OrderPayload, unknown>> = {}) => ({
  items: [
    { food: pizza, quantity: 2, price: 0.01 },
    { food: soup, quantity: 1, price: 0.01 },
  ],
  totalPrice: 0.02,
  name: 'Sam Shopper',
  address: '8523 Aubrey Fork',
  addressLatLng: { lat: 52.520006599, lng: 13.404953999 },
  ...overrides,
});
const create = (body: unknown, token?: string) => call('/api/orders/create', { body, token });
const pending = (token?: string) => call('/api/orders/newOrderForCurrentUser', { token });
const seeded = new Set(SEED_ORDERS.map((order) => order.id));
/** The orders beyond the seeded history: what the calls under test stored. */
const placed = () => db.read().orders.filter((order) => !seeded.has(order.id));

describe('POST /api/orders/create', () => {
  it('stores a NEW order with prices recomputed from the menu, coordinates rounded', async () => {
    const user = await logIn();
    const answer = await create(payload(), user.token);
    expect(answer.status).toBe(201);
    const order = json<Order>(answer);
    const withImage = (food: typeof pizza) => ({ ...food, imageUrl: `${ORIGIN}/${food.imageUrl}` });
    expect(order).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      items: [
        { food: withImage(pizza), quantity: 2, price: roundCents(pizza.price * 2) },
        { food: withImage(soup), quantity: 1, price: soup.price },
      ],
      totalPrice: roundCents(pizza.price * 2 + soup.price),
      name: 'Sam Shopper',
      address: '8523 Aubrey Fork',
      addressLatLng: { lat: 52.5200066, lng: 13.404954 },
      status: 'NEW',
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(order.createdAt))).toBe(false);
    expect(order).not.toHaveProperty('userId');
    expect(placed()).toEqual([expect.objectContaining({ id: order.id, userId: user.id })]);
  });

  it('accepts coordinates sent as numeric strings and stores numbers', async () => {
    const user = await logIn();
    const order = json<Order>(
      await create(payload({ addressLatLng: { lat: '-33.8688', lng: '151.2093' } }), user.token),
    );
    expect(order.addressLatLng).toEqual({ lat: -33.8688, lng: 151.2093 });
  });

  it("replaces the user's earlier pending order, and only that user's", async () => {
    const admin = await logIn('admin');
    const adminOrder = json<Order>(await create(payload(), admin.token));
    const user = await logIn();
    const first = json<Order>(await create(payload(), user.token));
    const second = json<Order>(await create(payload({ items: [{ food: soup, quantity: 5 }] }), user.token));
    expect(placed().map((order) => order.id)).toEqual([adminOrder.id, second.id]);
    expect(second.id).not.toBe(first.id);
    expect(json<Order>(await pending(user.token)).id).toBe(second.id);
  });

  it('needs a known token', async () => {
    expectTextError(await create(payload()), 401, ERRORS.loginRequired);
    expectTextError(await create(payload(), 'nope'), 401, ERRORS.loginRequired);
  });

  it.each([
    [{ items: [] }, 'Items: The order has no items'],
    [{ items: 'pizza' }, 'Items: The order has no items'],
    [
      { items: [{ food: { ...pizza, id: 'ffffffffffffffffffffffff' }, quantity: 1 }] },
      'Items: A dish in the order is not on the menu',
    ],
    [{ items: [{ quantity: 1 }] }, 'Items: A dish in the order is not on the menu'],
    [{ items: [null] }, 'Items: A dish in the order is not on the menu'],
    [
      {
        items: [
          { food: pizza, quantity: 1 },
          { food: pizza, quantity: 2 },
        ],
      },
      'Items: Each dish can appear only once',
    ],
    [{ items: [{ food: pizza, quantity: 0 }] }, 'Quantity: Choose a whole number from 1 to 5'],
    [{ items: [{ food: pizza, quantity: 6 }] }, 'Quantity: Choose a whole number from 1 to 5'],
    [{ items: [{ food: pizza, quantity: 1.5 }] }, 'Quantity: Choose a whole number from 1 to 5'],
    [{ items: [{ food: pizza, quantity: '2' }] }, 'Quantity: Choose a whole number from 1 to 5'],
    [{ name: '  ' }, 'Name: This field is required'],
    [{ address: undefined }, 'Address: This field is required'],
    [{ addressLatLng: undefined }, 'Location: Please select your address on the map'],
    [{ addressLatLng: { lat: 'north', lng: 1 } }, 'Location: Please select your address on the map'],
    [{ addressLatLng: { lat: 90.5, lng: 1 } }, 'Location: Latitude must be between -90 and 90'],
    [{ addressLatLng: { lat: 1, lng: -181 } }, 'Location: Longitude must be between -180 and 180'],
  ])('refuses invalid order %# with a 400 naming the problem', async (overrides, message) => {
    const user = await logIn();
    expectTextError(await create(payload(overrides), user.token), 400, message);
    expect(placed()).toEqual([]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const user = await logIn();
    expectTextError(await create('not json', user.token), 400, ERRORS.notJson);
  });
});

describe('GET /api/orders/newOrderForCurrentUser', () => {
  it("answers 404 before ordering, then the user's order", async () => {
    const user: User = await logIn();
    expectTextError(await pending(user.token), 404, ERRORS.noPendingOrder);
    const created = json<Order>(await create(payload(), user.token));
    const answer = await pending(user.token);
    expect(answer.status).toBe(200);
    expect(json<Order>(answer)).toEqual(created);
  });

  it("never answers another user's order", async () => {
    const admin = await logIn('admin');
    await create(payload(), admin.token);
    const user = await logIn();
    expectTextError(await pending(user.token), 404, ERRORS.noPendingOrder);
  });

  it('needs a known token', async () => {
    expectTextError(await pending(), 401, ERRORS.loginRequired);
    expectTextError(await pending('x'), 401, ERRORS.loginRequired);
  });
});
