// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { roundCents } from '@contract/rounding';
import type { Food, Order } from '@contract/types';
import { SEED_FOODS } from '../seed';
import { call, expectTextError, json, logIn } from '../testing/api';

/** The burger: a required size, up to 3 extras, what to leave out (menu-maker/options.ts). */
const burger = SEED_FOODS.find((food) =>
  food.optionGroups?.some((group) => group.name === 'Leave out' && group.max === 4),
);
if (!burger) throw new Error('the seed needs a dish with a size, extras and what to leave out');
const price = (group: string, choice: string) =>
  burger.optionGroups!.find((each) => each.name === group)!.choices.find((each) => each.name === choice)!
    .price;

const line = (options: unknown, extra: Record<string, unknown> = {}) => ({
  food: { id: burger.id },
  quantity: 2,
  options,
  ...extra,
});
const order = (...items: unknown[]) => ({
  items,
  name: 'Sam Shopper',
  address: '8523 Aubrey Fork',
  addressLatLng: { lat: 52.52, lng: 13.4 },
});
const create = async (body: unknown) => call('/api/orders/create', { body, token: (await logIn()).token });

describe('POST /api/orders/create with options and notes (extension)', () => {
  it('prices each line from the menu, base and choices, and keeps the choices in the dish order and the note', async () => {
    const answer = await create(
      order(
        line(
          [
            { group: 'Extras', choice: 'Avocado', price: 0 },
            { group: 'Size', choice: 'Double' },
            { group: 'Leave out', choice: 'Onions' },
          ],
          { note: '  Well done, please  ' },
        ),
        { ...line([{ group: 'Size', choice: 'Single' }]), quantity: 1 },
      ),
    );
    expect(answer.status).toBe(201);
    const placed = json<Order>(answer);
    const double = roundCents(burger.price + price('Size', 'Double') + price('Extras', 'Avocado'));
    expect(
      placed.items.map(({ options, note, price: linePrice, quantity }) => ({
        options,
        note,
        linePrice,
        quantity,
      })),
    ).toEqual([
      {
        options: [
          { group: 'Size', choice: 'Double', price: price('Size', 'Double') },
          { group: 'Extras', choice: 'Avocado', price: price('Extras', 'Avocado') },
          { group: 'Leave out', choice: 'Onions', price: 0 },
        ],
        note: 'Well done, please',
        linePrice: roundCents(double * 2),
        quantity: 2,
      },
      {
        options: [{ group: 'Size', choice: 'Single', price: 0 }],
        note: undefined,
        linePrice: burger.price,
        quantity: 1,
      },
    ]);
    expect(placed.totalPrice).toBe(roundCents(double * 2 + burger.price));
  });

  it('takes a dish without groups as the ten calls describe it, without options or note', async () => {
    const plain = SEED_FOODS.find((food: Food) => !food.optionGroups)!;
    const placed = json<Order>(await create(order({ food: { id: plain.id }, quantity: 1 })));
    expect(placed.items[0]).toEqual({
      food: expect.objectContaining({ id: plain.id }),
      quantity: 1,
      price: plain.price,
    });
  });

  it.each([
    ['a required group unanswered', [line([])], `Options: ${burger.name} — Please choose a size`],
    [
      'a group past its maximum',
      [
        line([
          { group: 'Size', choice: 'Single' },
          ...['Avocado', 'Jalapeños', 'Grilled mushrooms', 'Caramelised onions'].map((choice) => ({
            group: 'Extras',
            choice,
          })),
        ]),
      ],
      `Options: ${burger.name} — Extras takes at most 3`,
    ],
    [
      'two choices in a single-choice group',
      [
        line([
          { group: 'Size', choice: 'Single' },
          { group: 'Size', choice: 'Double' },
        ]),
      ],
      `Options: ${burger.name} — Size takes at most 1`,
    ],
    [
      'a choice the group does not have',
      [line([{ group: 'Size', choice: 'Triple' }])],
      `Options: ${burger.name} — Size has no choice Triple`,
    ],
    [
      'a group the dish does not have',
      [
        line([
          { group: 'Size', choice: 'Single' },
          { group: 'Sauce', choice: 'Ketchup' },
        ]),
      ],
      `Options: ${burger.name} — There is no choice of Sauce for this dish`,
    ],
    [
      'a choice without its group',
      [line([{ choice: 'Single' }])],
      `Options: ${burger.name} — each choice names its group and itself`,
    ],
    [
      'a note past 140 characters',
      [line([{ group: 'Size', choice: 'Single' }], { note: 'x'.repeat(141) })],
      'Note: Keep a note to the kitchen within 140 characters',
    ],
    [
      'a note that is not text',
      [line([{ group: 'Size', choice: 'Single' }], { note: 42 })],
      'Note: A note to the kitchen is text',
    ],
    [
      'two lines alike',
      [
        line([{ group: 'Size', choice: 'Single' }], { note: 'Hot' }),
        line([{ group: 'Size', choice: 'Single' }], { note: ' Hot ' }),
      ],
      'Items: Each dish can appear only once',
    ],
  ])('refuses %s with a 400 naming the dish and the group', async (_case, items, message) => {
    expectTextError(await create(order(...items)), 400, message);
  });
});
