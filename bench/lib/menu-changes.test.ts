// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHANGED_CARDS, expectedFirstCards } from './menu-changes.mjs';

describe('expectedFirstCards', () => {
  it("names the cheapest dishes first, ties in the server's order, and the first dishes with the diet", () => {
    const menu = [
      { name: 'Soup', price: 4 },
      { name: 'Salad', price: 2, diets: ['vegetarian'] },
      { name: 'Stew', price: 3, diets: ['gluten-free'] },
      { name: 'Bread', price: 2, diets: ['vegetarian', 'vegan'] },
      { name: 'Rice', price: 1, diets: [] },
      { name: 'Pie', price: 5, diets: ['vegetarian'] },
    ];
    expect(CHANGED_CARDS).toBe(3);
    expect(expectedFirstCards(menu)).toEqual({
      sort: ['Rice', 'Salad', 'Bread'],
      filter: ['Salad', 'Bread', 'Pie'],
    });
  });
});
