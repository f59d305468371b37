import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from '@contract/rounding';
import { MAX_CART_QUANTITY } from '@contract/rules';
import type { Food } from '@contract/types';
import {
  cartCleared,
  cartSlice,
  cartSyncedFromStorage,
  foodAdded,
  lineRemoved,
  quantityChanged,
  sanitizeCart,
  toCart,
} from './cart-slice';

const dish = (id: string, price: number): Food => ({
  id,
  name: `Dish ${id}`,
  price,
  stars: 4,
  favorite: false,
  imageUrl: '',
  origins: [],
  tags: [],
  cookTime: '10',
});

const ids = fc.constantFrom('a', 'b', 'c', 'constructor', '__proto__');
const price = fc.double({ min: 0, max: 500, noNaN: true });
const anyAction = fc.oneof(
  fc.tuple(ids, price).map(([id, amount]) => foodAdded(dish(id, amount))),
  fc
    .tuple(ids, fc.oneof(fc.integer({ min: -10, max: 20 }), fc.double(), fc.constant(Number.NaN)))
    .map(([foodId, quantity]) => quantityChanged({ foodId, quantity })),
  ids.map((id) => lineRemoved(id)),
  fc.constant(cartCleared()),
  fc.jsonValue().map((stored) => cartSyncedFromStorage(stored)),
);

describe('the cart, after any sequence of actions', () => {
  it('holds each dish once, 1 to 5 of it, with line prices and totals that add up', () => {
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 30 }), (actions) => {
        const state = actions.reduce(cartSlice.reducer, cartSlice.reducer(undefined, { type: 'init' }));
        const cart = toCart(state);
        const foodIds = cart.items.map((item) => item.food.id);
        expect(new Set(foodIds).size).toBe(foodIds.length);
        for (const item of cart.items) {
          expect(Number.isInteger(item.quantity)).toBe(true);
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(MAX_CART_QUANTITY);
          expect(item.price).toBe(roundCents(item.food.price * item.quantity));
        }
        expect(cart.totalCount).toBe(cart.items.reduce((sum, item) => sum + item.quantity, 0));
        expect(cart.totalPrice).toBe(roundCents(cart.items.reduce((sum, item) => sum + item.price, 0)));
        // What `Cart` stores reads back as the same cart.
        expect(toCart(sanitizeCart(JSON.parse(JSON.stringify(cart))))).toEqual(cart);
      }),
      { numRuns: 500 },
    );
  });
});
