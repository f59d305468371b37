// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Food } from '@contract/types';
import { cookTimeLowerBound, sortDishes } from './menu-sort';

const food = (name: string, price: number, stars: number, cookTime: string): Food => ({
  id: name,
  name,
  price,
  stars,
  cookTime,
  favorite: false,
  imageUrl: '',
  origins: [],
  tags: [],
});
const names = (foods: readonly Food[]) => foods.map((item) => item.name);

describe('sorting dishes', () => {
  const menu = [
    food('b', 10, 4, '20-30'),
    food('A', 5, 4, '10-20'),
    food('c', 10, 5, ''),
    food('Ä', 5, 3, '10'),
    food('d', 1, 4, 'soon'),
  ];

  it('keeps the server’s order for Recommended, without copying', () => {
    expect(sortDishes(menu, undefined)).toBe(menu);
  });

  it('sorts stably: ties keep the server’s order', () => {
    expect(names(sortDishes(menu, 'price-asc'))).toEqual(['d', 'A', 'Ä', 'b', 'c']);
    expect(names(sortDishes(menu, 'price-desc'))).toEqual(['b', 'c', 'A', 'Ä', 'd']);
    expect(names(sortDishes(menu, 'rating'))).toEqual(['c', 'b', 'A', 'd', 'Ä']);
  });

  it('puts the quickest first by the lower bound of the time, untimed dishes last', () => {
    expect(names(sortDishes(menu, 'quickest'))).toEqual(['A', 'Ä', 'b', 'c', 'd']);
  });

  it('sorts names by English rules, whatever the machine’s locale', () => {
    expect(names(sortDishes(menu, 'name'))).toEqual(['A', 'Ä', 'b', 'c', 'd']);
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...menu];
    sortDishes(menu, 'price-asc');
    expect(menu).toEqual(copy);
  });
});

describe('the lower bound of a cook time', () => {
  it.each([
    ['10-20', 10],
    ['15', 15],
    [' 5 - 15 ', 5],
    ['20-10', 10],
    ['7.5-10', 7.5],
    ['', null],
    ['a while', null],
  ])('%j is %j', (cookTime, minutes) => expect(cookTimeLowerBound(cookTime)).toBe(minutes));
});
