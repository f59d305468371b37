// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Food } from '@contract/types';
import { SEED_FOODS } from '@mocks/seed';
import { MORE_LIKE_THIS_COUNT, moreLikeThis } from './more-like-this';

const base = SEED_FOODS[0] as Food;
const dish = (id: string, tags: string[], country = 'Nowhere'): Food => ({
  ...base,
  id,
  name: `Dish ${id}`,
  tags,
  origins: [country],
});

const names = (foods: readonly Food[]) => foods.map((food) => food.id);

describe('moreLikeThis', () => {
  const pizza = dish('pizza', ['Lunch', 'FastFood', 'Pizza'], 'Italy');

  it('puts the dishes sharing the most tags first, then the same country, then the menu’s order', () => {
    const menu = [
      dish('one-tag', ['Lunch']),
      pizza,
      dish('two-tags', ['Lunch', 'Pizza']),
      dish('one-tag-italian', ['FastFood'], 'Italy'),
      dish('three-tags', ['Pizza', 'FastFood', 'Lunch']),
      dish('one-tag-later', ['Pizza']),
    ];
    expect(names(moreLikeThis(pizza, menu))).toEqual([
      'three-tags',
      'two-tags',
      'one-tag-italian',
      'one-tag',
    ]);
    expect(names(moreLikeThis(pizza, menu, 6))).toEqual([
      'three-tags',
      'two-tags',
      'one-tag-italian',
      'one-tag',
      'one-tag-later',
    ]);
  });

  it('suggests neither the dish itself nor dishes sharing no tag, however alike otherwise', () => {
    const menu = [pizza, { ...pizza }, dish('same-country', ['Soup'], 'Italy'), dish('untagged', [])];
    expect(moreLikeThis(pizza, menu)).toEqual([]);
    expect(moreLikeThis(dish('untagged', []), menu)).toEqual([]);
  });

  it('counts each of the dish’s tags once, by its exact text', () => {
    const menu = [
      dish('lower-case', ['lunch', 'pizza']),
      dish('lunch-twice', ['Lunch', 'Lunch']),
      dish('pizza-and-lunch', ['Pizza', 'Lunch']),
    ];
    expect(names(moreLikeThis({ ...pizza, tags: ['Lunch', 'Pizza', 'Lunch'] }, menu))).toEqual([
      'pizza-and-lunch',
      'lunch-twice',
    ]);
  });

  it(`suggests ${MORE_LIKE_THIS_COUNT} dishes at most, of a menu of any size, in the order it would sort them`, () => {
    const menu = Array.from({ length: 10_000 }, (_, index) =>
      dish(
        String(index),
        ['Lunch', 'FastFood', 'Pizza', 'Soup'].slice(0, (index * 7) % 4),
        index % 3 ? 'Peru' : 'Italy',
      ),
    );
    const related = moreLikeThis(pizza, menu);
    expect(related).toHaveLength(MORE_LIKE_THIS_COUNT);
    const score = (food: Food) =>
      food.tags.filter((tag) => pizza.tags.includes(tag)).length * 2 + (food.origins[0] === 'Italy' ? 1 : 0);
    const sorted = menu
      .filter((food) => food.tags.some((tag) => pizza.tags.includes(tag)))
      .sort((a, b) => score(b) - score(a));
    expect(related).toEqual(sorted.slice(0, MORE_LIKE_THIS_COUNT));
  });
});
