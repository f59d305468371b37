// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Food } from '@contract/types';
import { applicableFilters, filterDishes, menuSupport } from './menu-filters';

const food = (name: string, changes: Partial<Food> = {}): Food => ({
  id: name,
  name,
  price: 10,
  stars: 4,
  cookTime: '10',
  favorite: false,
  imageUrl: '',
  origins: [],
  tags: [],
  ...changes,
});
const names = (foods: readonly Food[]) => foods.map((item) => item.name);

describe('filtering dishes', () => {
  const menu = [
    food('tofu', { tags: ['Spicy', 'Asian'], diets: ['vegan'], allergens: ['soybeans'], price: 8 }),
    food('pizza', { tags: ['spicy'], diets: ['vegetarian'], allergens: ['gluten', 'milk'], favorite: true }),
    food('unknown', { tags: ['Spicy', 'Asian'], price: 5 }),
  ];

  it('returns the list itself when nothing is asked', () => {
    expect(filterDishes(menu, {})).toBe(menu);
    expect(filterDishes(menu, { sort: 'name', tag: undefined })).toBe(menu);
  });

  it('asks every tag, ignoring case', () => {
    expect(names(filterDishes(menu, { tag: ['SPICY'] }))).toEqual(['tofu', 'pizza', 'unknown']);
    expect(names(filterDishes(menu, { tag: ['spicy', 'asian'] }))).toEqual(['tofu', 'unknown']);
  });

  it('keeps dishes up to the maximum price, that price included', () => {
    expect(names(filterDishes(menu, { maxPrice: 8 }))).toEqual(['tofu', 'unknown']);
  });

  it('passes no diet or allergen filter for a dish that does not say its own', () => {
    expect(names(filterDishes(menu, { diet: ['vegan'] }))).toEqual(['tofu']);
    expect(names(filterDishes(menu, { without: ['milk'] }))).toEqual(['tofu']);
    expect(names(filterDishes(menu, { without: ['soybeans', 'gluten'] }))).toEqual([]);
  });

  it('keeps favourites', () => {
    expect(names(filterDishes(menu, { favourites: 1 }))).toEqual(['pizza']);
  });
});

describe('what a menu supports', () => {
  it('models diets and allergens when any dish says them; favourites for a logged-in shopper', () => {
    expect(menuSupport([food('a', { diets: [] })], true)).toEqual({
      sort: true,
      tag: true,
      maxPrice: true,
      diet: true,
      without: false,
      favourites: true,
    });
    expect(menuSupport([food('a')], false)).toMatchObject({ diet: false, without: false, favourites: false });
  });

  it('drops what the menu cannot apply, and keeps the rest', () => {
    const query = { sort: 'name', maxPrice: 5, diet: ['vegan'], without: ['milk'], favourites: 1 } as const;
    const none = menuSupport([food('a')], false);
    expect(applicableFilters({ ...query, diet: [...query.diet], without: [...query.without] }, none)).toEqual(
      {
        sort: 'name',
        maxPrice: 5,
      },
    );
  });
});
