// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/utils/query-string';
import { catalogueSearch } from './catalogue-search';

const read = (query: string) =>
  Object.fromEntries(
    Object.entries(catalogueSearch(parseQuery(query))).filter(([, value]) => value !== undefined),
  );

describe("the menu pages' query", () => {
  it('reads the sort and every filter, a repeated key as a list', () => {
    expect(
      read(
        'sort=price-asc&tag=Spicy&tag=Soup&maxPrice=12.5&diet=vegan&without=peanuts&without=milk&favourites=1',
      ),
    ).toEqual({
      sort: 'price-asc',
      tag: ['Spicy', 'Soup'],
      maxPrice: 12.5,
      diet: ['vegan'],
      without: ['peanuts', 'milk'],
      favourites: 1,
    });
  });

  it('leaves out unknown and garbled values, never throwing', () => {
    expect(
      read('sort=cheap&diet=meat&without=nuts%20&maxPrice=-1&favourites=true&tag=&tag=%20&other=1'),
    ).toEqual({});
    expect(read('maxPrice=1e3')).toEqual({});
    expect(read('maxPrice=0')).toEqual({});
    expect(read('maxPrice=Infinity')).toEqual({});
    expect(read(`tag=${'x'.repeat(101)}`)).toEqual({});
  });

  it('keeps a value once, and the first sort and last price given', () => {
    expect(read('diet=vegan&diet=vegan&sort=name&sort=rating&maxPrice=5&maxPrice=9')).toEqual({
      diet: ['vegan'],
      sort: 'name',
      maxPrice: 9,
    });
  });

  it("takes the app's own values, as the router checks them again on a navigation", () => {
    expect(catalogueSearch({ maxPrice: 8, favourites: 1, diet: ['vegan'] })).toMatchObject({
      maxPrice: 8,
      favourites: 1,
      diet: ['vegan'],
    });
  });

  it('has every key, undefined when absent, so the raw query cannot show through', () => {
    expect(Object.keys(catalogueSearch({ sort: 'bogus' })).sort()).toEqual(
      ['diet', 'favourites', 'maxPrice', 'sort', 'tag', 'without'].sort(),
    );
  });
});
