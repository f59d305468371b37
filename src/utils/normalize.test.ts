import { describe, expect, it } from 'vitest';
import { readList, readOne, readOptional, toFood, toOrder, toUser } from './normalize';

const food = {
  id: 'a1',
  name: 'Pizza',
  price: 10,
  stars: 4.5,
  favorite: true,
  imageUrl: 'https://x/p.svg',
  origins: ['Italy'],
  tags: ['Pizza'],
  cookTime: '10-20',
};

describe('toFood', () => {
  it('reads a well-formed food as it is', () => {
    expect(toFood(food)).toEqual(food);
  });

  it('accepts what real servers send: _id, numbers as strings, a numeric cookTime', () => {
    expect(toFood({ ...food, id: undefined, _id: '65f0c0ffee', price: '7.5', cookTime: 15 })).toMatchObject({
      id: '65f0c0ffee',
      price: 7.5,
      cookTime: '15',
    });
  });

  it('rejects what cannot be shown or priced', () => {
    expect(toFood(null)).toBeNull();
    expect(toFood('')).toBeNull();
    expect(toFood({ ...food, price: -1 })).toBeNull();
    expect(toFood({ ...food, price: 'free' })).toBeNull();
    expect(toFood({ ...food, name: undefined })).toBeNull();
  });

  it('keeps a description when there is one, and has none for a missing, blank or non-text one', () => {
    expect(toFood({ ...food, description: ' Tomato and basil. ' })?.description).toBe('Tomato and basil.');
    for (const description of [undefined, '', '   ', 42, null, ['Tomato']]) {
      expect(toFood({ ...food, description })).not.toHaveProperty('description');
    }
  });

  it('keeps the diets and allergens it knows, and has none when the server sends no list', () => {
    expect(
      toFood({ ...food, diets: ['Vegan', 'halal', 'vegan'], allergens: ['milk', ' GLUTEN ', 7, 'gravel'] }),
    ).toMatchObject({ diets: ['vegan'], allergens: ['milk', 'gluten'] });
    expect(toFood({ ...food, allergens: [] })).toMatchObject({ allergens: [] });
    for (const value of [undefined, null, 'milk', {}]) {
      const read = toFood({ ...food, diets: value, allergens: value });
      expect(read).not.toHaveProperty('diets');
      expect(read).not.toHaveProperty('allergens');
    }
  });

  it("reads diets and allergens sent in the document's spelling as they are, each once", () => {
    const dish = { ...food, description: 'Tomato.', diets: ['vegan'], allergens: ['milk', 'gluten'] };
    expect(toFood(dish)).toEqual(dish);
    expect(toFood({ ...food, diets: ['vegan', 'vegan'] })?.diets).toEqual(['vegan']);
    const long = Array.from({ length: 40 }, (_, at) => (at % 2 ? 'milk' : 'eggs'));
    expect(toFood({ ...food, allergens: long })?.allergens).toEqual(['eggs', 'milk']);
  });

  it('keeps stars within 0 to 5 and drops non-text origins', () => {
    expect(toFood({ ...food, stars: 9, origins: ['Italy', 3, null] })).toMatchObject({
      stars: 5,
      origins: ['Italy'],
    });
  });
});

describe('toUser', () => {
  it('reads a missing token as empty (the user slice then keeps the session it has)', () => {
    expect(toUser({ id: 'u1', email: 'a@b.co', name: 'Ann' })).toMatchObject({ token: '' });
  });

  it('never grants admin on anything but true', () => {
    expect(toUser({ id: 'u1', email: 'a@b.co', isAdmin: 'yes' })?.isAdmin).toBe(false);
  });
});

describe('toOrder', () => {
  it('reads coordinates given as strings and the original PAYED spelling', () => {
    const order = toOrder({
      id: 'o1',
      items: [{ food, quantity: 2, price: 20 }],
      totalPrice: 20,
      name: 'Ann',
      address: 'Somewhere 1',
      addressLatLng: { lat: '52.52', lng: '13.405' },
      status: 'PAYED',
    });
    expect(order).toMatchObject({ addressLatLng: { lat: 52.52, lng: 13.405 }, status: 'PAID' });
  });

  it('rejects an order without a usable location', () => {
    expect(toOrder({ id: 'o1', addressLatLng: { lat: 'north', lng: 0 } })).toBeNull();
  });
});

describe('the readers at the edge', () => {
  it('drops unusable list items, but a list with none usable is an error, not an empty menu', () => {
    expect(readList([food, { name: 'no id' }], toFood, 'dishes')).toEqual([food]);
    expect(readList([], toFood, 'dishes')).toEqual([]);
    expect(() => readList([{ title: 'Pizza', cost: 9 }], toFood, 'dishes')).toThrow(
      "The server's answer was not a list of usable dishes. Please try again.",
    );
    expect(() => readList('<!doctype html>', toFood, 'dishes')).toThrow(
      "The server's answer was not a list of dishes. Please try again.",
    );
  });

  it('reads an empty answer as "none", and anything else unusable as an error', () => {
    for (const empty of [null, undefined, '']) expect(readOptional(empty, toFood, 'dish')).toBeNull();
    expect(readOptional(food, toFood, 'dish')).toEqual(food);
    expect(() => readOptional({ ok: true }, toFood, 'dish')).toThrow(
      "The server's answer was not a usable dish. Please try again.",
    );
    expect(() => readOne(null, toFood, 'dish')).toThrow('not a usable dish');
  });
});

describe('order statuses', () => {
  const order = (status: unknown) => toOrder({ id: 'o1', status, addressLatLng: { lat: 1, lng: 2 } })?.status;

  it('reads the known ones in any case, and PAYED as PAID', () => {
    expect(order('refunded')).toBe('REFUNDED');
    expect(order('PAYED')).toBe('PAID');
  });

  it('keeps one it does not know as sent, never passing it off as NEW', () => {
    expect(order('On hold')).toBe('On hold');
    expect(order(undefined)).toBe('');
  });
});
