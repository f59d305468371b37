import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from '@contract/rounding';
import { MAX_CART_QUANTITY } from '@contract/rules';
import type { Food } from '@contract/types';
import { cartRefreshed, lineAdded, lineEdited, lineKey, lineRemoved, quantityChanged } from './cart-edits';
import {
  cartCleared,
  cartSlice,
  cartSyncedFromStorage,
  orderPaid,
  orderRepeated,
  sanitizeCart,
  toCart,
} from './cart-slice';
import type { CartState } from './cart-slice';
import { selectCartView } from './cart-view';

const dish = (id: string, price: number): Food => ({
  id,
  name: `Dish ${id}`,
  price,
  stars: 4,
  favorite: false,
  imageUrl: '',
  origins: [],
  tags: [],
  cookTime: '10-20',
});
const soup = dish('soup', 4.2);
const pie = dish('pie', 10.5);
const reduce = cartSlice.reducer;

describe('cart', () => {
  it('adds a dish with quantity 1, and adding it again does nothing', () => {
    let cart = reduce(undefined, lineAdded({ food: soup }));
    cart = reduce(cart, lineAdded({ food: soup }));
    expect(toCart(cart)).toEqual({
      items: [{ food: soup, quantity: 1, price: 4.2 }],
      totalPrice: 4.2,
      totalCount: 1,
    });
  });

  it('sets a quantity, recomputing the line price and the totals', () => {
    let cart = reduce(reduce(undefined, lineAdded({ food: soup })), lineAdded({ food: pie }));
    cart = reduce(cart, quantityChanged({ key: lineKey({ food: soup }), quantity: 3 }));
    expect(toCart(cart).items[0]).toEqual({ food: soup, quantity: 3, price: 12.6 });
    expect(toCart(cart)).toMatchObject({ totalPrice: 23.1, totalCount: 4 });
  });

  it('keeps quantities within 1 to 5', () => {
    let cart = reduce(undefined, lineAdded({ food: soup }));
    cart = reduce(cart, quantityChanged({ key: lineKey({ food: soup }), quantity: 9 }));
    expect(cart.items[0]?.quantity).toBe(5);
    cart = reduce(cart, quantityChanged({ key: lineKey({ food: soup }), quantity: 0 }));
    expect(cart.items[0]?.quantity).toBe(1);
  });

  it('removes a line and clears the cart', () => {
    let cart = reduce(reduce(undefined, lineAdded({ food: soup })), lineAdded({ food: pie }));
    cart = reduce(cart, lineRemoved(lineKey({ food: soup })));
    expect(toCart(cart)).toMatchObject({ items: [{ food: pie }], totalPrice: 10.5, totalCount: 1 });
    expect(toCart(reduce(cart, cartCleared()))).toEqual({ items: [], totalPrice: 0, totalCount: 0 });
  });
});

describe('orderPaid: only what the order held leaves the cart', () => {
  const curry = dish('curry', 7.25);
  const cartOf = (...lines: [Food, number][]): CartState => ({
    items: lines.map(([food, quantity]) => ({ food, quantity })),
  });
  const paid = (...lines: [Food, number][]) =>
    orderPaid(lines.map(([food, quantity]) => ({ food, quantity })));

  it('empties a cart that is the order', () => {
    expect(reduce(cartOf([soup, 2], [pie, 1]), paid([soup, 2], [pie, 1]))).toEqual({ items: [] });
  });

  it('keeps a dish added since, and what a raised quantity added', () => {
    const since = cartOf([soup, 3], [pie, 1], [curry, 2]);
    expect(reduce(since, paid([soup, 2], [pie, 1]))).toEqual(cartOf([soup, 1], [curry, 2]));
  });

  it('takes a line whose quantity was lowered since, and ignores dishes no longer in the cart', () => {
    expect(reduce(cartOf([soup, 1], [curry, 1]), paid([soup, 2], [pie, 4]))).toEqual(cartOf([curry, 1]));
  });

  it("keeps the line's price notice with the rest of it", () => {
    const noticed: CartState = { items: [{ food: soup, quantity: 3, previousPrice: 0.01 }] };
    expect(reduce(noticed, paid([soup, 1])).items).toEqual([
      { food: soup, quantity: 2, previousPrice: 0.01 },
    ]);
  });

  it('adds up a dish the order lists twice; a quantity that is no number pays the whole line', () => {
    expect(reduce(cartOf([soup, 5]), paid([soup, 1], [soup, 2]))).toEqual(cartOf([soup, 2]));
    expect(reduce(cartOf([soup, 2], [pie, 2]), paid([soup, Number.NaN], [pie, -3]))).toEqual(
      cartOf([pie, 2]),
    );
  });
});

describe("orderRepeated: 'Order again' merges a past order into the cart", () => {
  const curry = dish('curry', 7.25);
  const ordered = (...lines: [Food, number][]) =>
    orderRepeated(lines.map(([food, quantity]) => ({ food, quantity })));

  it('fills an empty cart with the order, as it was ordered', () => {
    expect(reduce(undefined, ordered([soup, 2], [pie, 1]))).toEqual({
      items: [
        { food: soup, quantity: 2 },
        { food: pie, quantity: 1 },
      ],
    });
  });

  it("adds to a line already there, keeping that line's dish and notice, and keeps other lines", () => {
    const cart: CartState = {
      items: [
        { food: curry, quantity: 1 },
        { food: soup, quantity: 1, previousPrice: 3 },
      ],
    };
    const older = { ...soup, price: 1 };
    expect(reduce(cart, ordered([older, 2], [pie, 1])).items).toEqual([
      { food: curry, quantity: 1 },
      { food: soup, quantity: 3, previousPrice: 3 },
      { food: pie, quantity: 1 },
    ]);
  });

  it('stops at 5 of a dish, whether added to a line or ordered as more', () => {
    const cart: CartState = { items: [{ food: soup, quantity: 4 }] };
    expect(reduce(cart, ordered([soup, 3], [pie, 9])).items).toEqual([
      { food: soup, quantity: 5 },
      { food: pie, quantity: 5 },
    ]);
  });

  it('adds up a dish the order lists twice; a quantity that is no number orders one', () => {
    expect(reduce(undefined, ordered([soup, 1], [soup, 2], [pie, Number.NaN])).items).toEqual([
      { food: soup, quantity: 3 },
      { food: pie, quantity: 1 },
    ]);
  });

  it("keeps the order's price, so the menu check says what changed and what is gone", () => {
    const then = { ...soup, price: 3.5 };
    const cart = reduce(reduce(undefined, ordered([then, 2], [curry, 1])), cartRefreshed([soup, pie]));
    expect(selectCartView({ cart }).lines.map((line) => line.notice)).toEqual([
      'Price changed from $3.50 to $4.20',
      'No longer on the menu',
    ]);
  });
});

describe('cartRefreshed (Decision 13, docs/product.md)', () => {
  const stored = (...items: CartState['items']): CartState => ({ items });
  const view = (cart: CartState) => selectCartView({ cart });

  it('takes the price from the menu and records the one the shopper saw, keeping quantities', () => {
    const forged = { ...soup, price: 0.01 };
    const cart = reduce(
      stored({ food: forged, quantity: 2 }, { food: pie, quantity: 1 }),
      cartRefreshed([soup, pie]),
    );
    expect(cart.items).toEqual([
      { food: soup, quantity: 2, previousPrice: 0.01 },
      { food: pie, quantity: 1 },
    ]);
    expect(view(cart)).toEqual({
      lines: [
        {
          food: soup,
          quantity: 2,
          price: 8.4,
          key: lineKey({ food: soup }),
          label: soup.name,
          offMenu: false,
          notice: 'Price changed from $0.01 to $4.20',
        },
        {
          food: pie,
          quantity: 1,
          price: 10.5,
          key: lineKey({ food: pie }),
          label: pie.name,
          offMenu: false,
          notice: undefined,
        },
      ],
      order: toCart(cart),
    });
  });

  it('flags a dish the menu no longer has, and leaves it out of the order and its totals', () => {
    const cart = reduce(
      stored({ food: soup, quantity: 3 }, { food: pie, quantity: 1 }),
      cartRefreshed([pie]),
    );
    expect(cart.items[0]).toEqual({ food: soup, quantity: 3, offMenu: true });
    const { lines, order } = view(cart);
    expect(lines[0]).toMatchObject({ offMenu: true, notice: 'No longer on the menu' });
    expect(order).toEqual({
      items: [{ food: pie, quantity: 1, price: 10.5 }],
      totalPrice: 10.5,
      totalCount: 1,
    });
    // The header still counts what the cart holds.
    expect(toCart(cart).totalCount).toBe(4);
  });

  it('takes a dish back when the menu has it again', () => {
    let cart = reduce(stored({ food: soup, quantity: 1 }), cartRefreshed([]));
    cart = reduce(cart, cartRefreshed([soup]));
    expect(cart.items).toEqual([{ food: soup, quantity: 1 }]);
  });

  it('reports a second change from the first price seen, and ends the notice when the price goes back', () => {
    let cart = reduce(stored({ food: soup, quantity: 1 }), cartRefreshed([{ ...soup, price: 5 }]));
    cart = reduce(cart, cartRefreshed([{ ...soup, price: 6 }]));
    expect(view(cart).lines[0]?.notice).toBe('Price changed from $4.20 to $6.00');
    cart = reduce(cart, cartRefreshed([soup]));
    expect(cart.items).toEqual([{ food: soup, quantity: 1 }]);
  });

  it('changes nothing when the menu agrees, so refreshing again settles', () => {
    const cart = reduce(stored({ food: { ...soup, price: 1 }, quantity: 1 }), cartRefreshed([soup]));
    expect(reduce(cart, cartRefreshed([soup]))).toBe(cart);
    const gone = reduce(cart, cartRefreshed([]));
    expect(reduce(gone, cartRefreshed([]))).toBe(gone);
  });

  it('stores the §3 shape only: the notices are not written to `Cart`', () => {
    const cart = reduce(
      stored({ food: { ...soup, price: 1 }, quantity: 1 }, { food: pie, quantity: 1 }),
      cartRefreshed([soup]),
    );
    expect(JSON.parse(JSON.stringify(toCart(cart)))).toEqual({
      items: [
        { food: soup, quantity: 1, price: 4.2 },
        { food: pie, quantity: 1, price: 10.5 },
      ],
      totalPrice: 14.7,
      totalCount: 2,
    });
  });
});

describe('sanitizeCart (stored data is untrusted)', () => {
  it('recomputes prices from the dish and clamps quantities', () => {
    const stored = {
      items: [
        { food: soup, quantity: 0, price: 999 },
        { food: pie, quantity: 99, price: -1 },
      ],
      totalPrice: 1,
      totalCount: 1,
      extra: 'ignored',
    };
    expect(toCart(sanitizeCart(stored))).toEqual({
      items: [
        { food: soup, quantity: 1, price: 4.2 },
        { food: pie, quantity: 5, price: 52.5 },
      ],
      totalPrice: 56.7,
      totalCount: 6,
    });
  });

  it('drops lines whose dish is unusable, and duplicates', () => {
    const stored = {
      items: [
        { food: { ...soup, price: -3 } },
        { food: { ...pie, price: 'cheap' } },
        { food: pie },
        { food: pie },
        'x',
      ],
    };
    expect(toCart(sanitizeCart(stored))).toEqual({
      items: [{ food: pie, quantity: 1, price: 10.5 }],
      totalPrice: 10.5,
      totalCount: 1,
    });
  });

  it.each([null, 'cart', 42, [], { items: 'many' }])('turns %j into an empty cart', (stored) => {
    expect(toCart(sanitizeCart(stored))).toEqual({ items: [], totalPrice: 0, totalCount: 0 });
  });
});

const ids = fc.constantFrom('a', 'b', 'c', 'constructor', '__proto__');
const price = fc.double({ min: 0, max: 500, noNaN: true });
const anyAction = fc.oneof(
  fc.tuple(ids, price).map(([id, amount]) => lineAdded({ food: dish(id, amount) })),
  fc
    .tuple(ids, fc.oneof(fc.integer({ min: -10, max: 20 }), fc.double(), fc.constant(Number.NaN)))
    .map(([id, quantity]) => quantityChanged({ key: lineKey({ food: dish(id, 1) }), quantity })),
  ids.map((id) => lineRemoved(lineKey({ food: dish(id, 1) }))),
  fc.constant(cartCleared()),
  fc
    .array(fc.tuple(ids, fc.oneof(fc.integer({ min: -10, max: 20 }), fc.double())), { maxLength: 5 })
    .map((items) => orderPaid(items.map(([id, quantity]) => ({ food: dish(id, 1), quantity })))),
  fc
    .array(fc.tuple(ids, price), { maxLength: 5 })
    .map((menu) => cartRefreshed(menu.map(([id, amount]) => dish(id, amount)))),
  fc
    .array(fc.tuple(ids, fc.oneof(fc.integer({ min: -10, max: 20 }), fc.double())), { maxLength: 5 })
    .map((items) => orderRepeated(items.map(([id, quantity]) => ({ food: dish(id, 1), quantity })))),
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

describe('lines with choices and notes (dish options, an extension)', () => {
  const pizza: Food = {
    ...dish('pizza', 12),
    optionGroups: [
      {
        name: 'Size',
        min: 1,
        max: 1,
        choices: [
          { name: 'Regular', price: 0 },
          { name: 'Large', price: 3.5 },
        ],
      },
      {
        name: 'Extras',
        min: 0,
        max: 2,
        choices: [
          { name: 'Olives', price: 1 },
          { name: 'Basil', price: 0.5 },
        ],
      },
    ],
  };
  const regular = { group: 'Size', choice: 'Regular', price: 0 };
  const large = { group: 'Size', choice: 'Large', price: 3.5 };
  const olives = { group: 'Extras', choice: 'Olives', price: 1 };

  it('keeps one line per dish, choices and note, priced with the choices; the same line again adds nothing', () => {
    let cart = reduce(undefined, lineAdded({ food: pizza, options: [large, olives] }));
    cart = reduce(cart, lineAdded({ food: pizza, options: [regular] }));
    cart = reduce(cart, lineAdded({ food: pizza, options: [regular], note: 'Crispy' }));
    cart = reduce(cart, lineAdded({ food: pizza, options: [olives, large] }));
    expect(toCart(cart)).toEqual({
      items: [
        { food: pizza, quantity: 1, price: 16.5, options: [large, olives] },
        { food: pizza, quantity: 1, price: 12, options: [regular] },
        { food: pizza, quantity: 1, price: 12, options: [regular], note: 'Crispy' },
      ],
      totalPrice: 40.5,
      totalCount: 3,
    });
  });

  it('replaces an edited line in its place, keeping its quantity; edited into another line, adds the two', () => {
    let cart = reduce(undefined, lineAdded({ food: pizza, options: [large] }));
    cart = reduce(cart, lineAdded({ food: pizza, options: [regular] }));
    cart = reduce(cart, quantityChanged({ key: lineKey({ food: pizza, options: [large] }), quantity: 3 }));
    cart = reduce(
      cart,
      lineEdited({
        key: lineKey({ food: pizza, options: [large] }),
        line: { food: pizza, options: [large, olives], note: 'Well done' },
      }),
    );
    expect(cart.items).toEqual([
      { food: pizza, quantity: 3, options: [large, olives], note: 'Well done' },
      { food: pizza, quantity: 1, options: [regular] },
    ]);
    cart = reduce(
      cart,
      lineEdited({
        key: lineKey({ food: pizza, options: [regular] }),
        line: { food: pizza, options: [large, olives], note: 'Well done' },
      }),
    );
    expect(cart.items).toEqual([{ food: pizza, quantity: 4, options: [large, olives], note: 'Well done' }]);
    // A line the cart no longer has (edited in another tab) changes nothing.
    expect(reduce(cart, lineEdited({ key: 'gone', line: { food: pizza } }))).toBe(cart);
  });

  it('takes a choice the menu no longer offers out of the line, names it, and reprices the line', () => {
    const withoutOlives = {
      ...pizza,
      optionGroups: [
        pizza.optionGroups![0]!,
        { ...pizza.optionGroups![1]!, choices: [{ name: 'Basil', price: 0.5 }] },
      ],
    };
    const cart = reduce(
      reduce(undefined, lineAdded({ food: pizza, options: [large, olives] })),
      cartRefreshed([withoutOlives]),
    );
    const [line] = selectCartView({ cart }).lines;
    expect(line).toMatchObject({
      options: [large],
      price: 15.5,
      notice: 'No longer offered, so taken out: Extras: Olives. Price changed from $16.50 to $15.50',
    });
    // A second menu that changes nothing leaves the state as it was.
    expect(reduce(cart, cartRefreshed([withoutOlives]))).toBe(cart);
  });

  it('reads a cart stored before dish options, and holds back a line whose dish now asks for a choice', () => {
    const stored = sanitizeCart(
      JSON.parse(
        JSON.stringify({
          items: [
            { food: dish('pizza', 12), quantity: 2, price: 24 },
            { food: pie, quantity: 1 },
          ],
        }),
      ),
    );
    expect(stored.items).toEqual([
      { food: dish('pizza', 12), quantity: 2 },
      { food: pie, quantity: 1 },
    ]);
    const cart = reduce(stored, cartRefreshed([pizza, pie]));
    const { lines, order } = selectCartView({ cart });
    expect(lines[0]).toMatchObject({
      needsChoice: 'Size',
      notice: 'Choose a size to order this: edit the line.',
    });
    expect(order.items.map((item) => item.food.id)).toEqual(['pie']);
  });

  it('reads stored choices and notes, dropping what is unusable', () => {
    const read = sanitizeCart({
      items: [
        {
          food: pizza,
          quantity: 1,
          options: [large, { group: 'Size' }, 'olives', { group: ' Extras ', choice: 'Olives', price: -1 }],
          note: '  Crispy ',
        },
      ],
    });
    expect(read.items).toEqual([
      {
        food: pizza,
        quantity: 1,
        options: [large, { group: 'Extras', choice: 'Olives', price: 0 }],
        note: 'Crispy',
      },
    ]);
  });
});
