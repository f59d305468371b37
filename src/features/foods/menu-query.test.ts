// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery } from '@/utils/query-string';
import { filterCount, queryChips } from './menu-filters';
import type { MenuParam } from './menu-params';
import {
  MENU_QUERY,
  MENU_QUERY_PARAMS,
  readMenuQuery,
  withoutFilters,
  type MenuQuery,
  type MenuValue,
} from './menu-query';

const read = (query: string) =>
  Object.fromEntries(
    Object.entries(readMenuQuery(parseQuery(query))).filter(([, value]) => value !== undefined),
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
    expect(readMenuQuery({ maxPrice: 8, favourites: 1, diet: ['vegan'] })).toMatchObject({
      maxPrice: 8,
      favourites: 1,
      diet: ['vegan'],
    });
  });

  it('has every key, undefined when absent, so the raw query cannot show through', () => {
    expect(Object.keys(readMenuQuery({ sort: 'bogus' })).sort()).toEqual(
      ['diet', 'favourites', 'maxPrice', 'sort', 'tag', 'without'].sort(),
    );
  });
});

/** What a shopper could set on `param`'s own control: its first choice or option, or ticked. */
function offered<Param extends MenuParam>(param: Param): MenuValue<Param> | undefined {
  const control = MENU_QUERY[param].filter?.control;
  switch (control?.kind) {
    case 'checkboxes': {
      const [first] = control.choices(['Spicy', 'Soup']);
      return first && control.toggled(undefined, first.id, true);
    }
    case 'select':
      return control.options(undefined)[0];
    case 'toggle':
      return control.on;
    default:
      return undefined;
  }
}

const filterParams = MENU_QUERY_PARAMS.filter((param) => MENU_QUERY[param].filter);

describe('a filter is its entry in the table', () => {
  it('makes every parameter but the sort a filter', () => {
    expect(filterParams).toEqual(MENU_QUERY_PARAMS.filter((param) => param !== 'sort'));
  });

  it.each(filterParams)(
    "%s: what its control sets goes into the address, comes back, and is one chip, one filter, cleared by 'Clear filters'",
    (param) => {
      const value = offered(param);
      expect(value).toBeDefined();
      const query: MenuQuery = { sort: 'name', [param]: value };

      const address = stringifyQuery(query);
      expect(parseQuery(address)).toHaveProperty(param);
      const read = readMenuQuery(parseQuery(address));
      expect(read[param]).toEqual(value);

      const chips = queryChips(read);
      expect(chips).toHaveLength(1);
      expect(chips[0]?.param).toBe(param);
      expect(chips[0]?.label).not.toBe('');
      expect(filterCount(read)).toBe(1);

      expect(filterCount(chips[0]?.without ?? read)).toBe(0);
      expect(withoutFilters(read)).toEqual({ sort: 'name' });
      expect(filterCount(withoutFilters(read))).toBe(0);
    },
  );

  it('counts a list filter once for each of its values, each its own chip', () => {
    const read = readMenuQuery(parseQuery('tag=Spicy&tag=Soup&diet=vegan&without=milk&without=eggs'));
    expect(queryChips(read).map((chip) => chip.label)).toEqual([
      'Vegan',
      'Without Milk',
      'Without Eggs',
      'Tag: Spicy',
      'Tag: Soup',
    ]);
    expect(filterCount(read)).toBe(5);
    const withoutMilk = queryChips(read)[1]?.without;
    expect(withoutMilk?.without).toEqual(['eggs']);
    expect(filterCount(withoutMilk ?? read)).toBe(4);
  });
});
