// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery } from './query-string';

describe('query strings as the router reads and writes them', () => {
  it('reads text as text and a repeated key as a list', () => {
    expect({ ...parseQuery('?diet=vegan&without=peanuts&without=milk&maxPrice=12&favourites=1') }).toEqual({
      diet: 'vegan',
      without: ['peanuts', 'milk'],
      maxPrice: '12',
      favourites: '1',
    });
    expect({ ...parseQuery('returnUrl=%2Fcheckout%3Fa%3D1') }).toEqual({ returnUrl: '/checkout?a=1' });
    expect({ ...parseQuery('') }).toEqual({});
  });

  it('writes a list as the key repeated, readably, and leaves out what has no value', () => {
    expect(stringifyQuery({ sort: 'price-asc', diet: ['vegan'], without: ['peanuts', 'milk'] })).toBe(
      '?sort=price-asc&diet=vegan&without=peanuts&without=milk',
    );
    expect(stringifyQuery({ maxPrice: 12.5, favourites: 1, tag: undefined, x: null, y: { a: 1 } })).toBe(
      '?maxPrice=12.5&favourites=1',
    );
    expect(stringifyQuery({})).toBe('');
  });

  it('reads back what it wrote, odd text included', () => {
    const search = { returnUrl: '/search/a&b=c?d', tag: ['Fast Food', 'ü "x"', '[1]'] };
    expect({ ...parseQuery(stringifyQuery(search)) }).toEqual(search);
  });
});
