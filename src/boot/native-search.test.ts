import { describe, expect, it } from 'vitest';
import { SEARCH_FIELD } from '@/config/constants';
import { Route as SearchRoute } from '@/routes/search.$searchTerm';
import { nativeSearchAddress } from './native-search';

const demo = (address: string) =>
  nativeSearchAddress(new URL(address, 'https://host.example/demo/food-store/'), true);
const regular = (address: string) => nativeSearchAddress(new URL(address, 'https://host.example/'), false);

/** The term the search route reads from an address's path, as the router decodes it. */
function termAt(path: string) {
  const segment = decodeURIComponent(path.replace(/^.*\/search\//, ''));
  const parse = SearchRoute.options.params?.parse as (raw: { searchTerm: string }) => { searchTerm: string };
  return parse({ searchTerm: segment }).searchTerm;
}

describe('the address of a search the home page in index.html sent by itself', () => {
  it("is the search's page: a path in the regular build, a hash under the demo's folder", () => {
    expect(regular('/?search=soup')).toBe('/search/soup');
    expect(demo('./?search=soup')).toBe('/demo/food-store/#/search/soup');
    expect(demo('./index.html?search=soup#/')).toBe('/demo/food-store/index.html#/search/soup');
  });

  it('carries any term exactly, trimmed as the search box trims it', () => {
    const terms = [
      '.*',
      '(',
      'a/b',
      '100%',
      '%20',
      'a+b',
      'a&b=c',
      '#1',
      '?',
      'crème brûlée',
      '🍜 ramen',
      '.',
      '..',
    ];
    for (const term of terms) {
      const sent = `/?${new URLSearchParams({ [SEARCH_FIELD]: `  ${term} ` }).toString()}`;
      const path = regular(sent) ?? '';
      expect(termAt(path), sent).toBe(term);
      expect(new URL(path, 'https://host.example/').pathname.split('/'), sent).toHaveLength(3);
      expect(termAt((demo(`.${sent}`) ?? '').replace(/^.*#/, '')), sent).toBe(term);
    }
  });

  it("writes '.' and '..' after a space, as the search route does, so that the path keeps them", () => {
    expect(regular('/?search=..')).toBe('/search/%20..');
    expect(regular('/?search=.')).toBe('/search/%20.');
  });

  it('is home for a term that is empty once trimmed, as the search box has it', () => {
    for (const sent of ['/?search=', '/?search=+++', '/?search=%09%20'])
      expect(regular(sent), sent).toBe('/');
    expect(demo('./?search=')).toBe('/demo/food-store/#/');
  });

  it('keeps the rest of the query', () => {
    expect(regular('/?scenario=slow&search=soup')).toBe('/search/soup?scenario=slow');
    expect(demo('./?search=soup&scenario=slow')).toBe('/demo/food-store/?scenario=slow#/search/soup');
  });

  it('is no search without the field, or on another page than home', () => {
    expect(regular('/')).toBeNull();
    expect(regular('/?q=soup')).toBeNull();
    expect(regular('/cart-page?search=soup')).toBeNull();
    expect(demo('./')).toBeNull();
    expect(demo('./?search=soup#/cart-page')).toBeNull();
  });
});
