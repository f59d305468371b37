import { describe, expect, it } from 'vitest';
import { SEED_FOODS } from '@mocks/seed';
import { menuPageOf, sameMenuPage } from './menu-page';

const match = (routeId: string, params: Record<string, string> = {}, status = 'success') => ({
  routeId,
  status,
  params,
  loaderData: SEED_FOODS,
});

describe('menuPageOf', () => {
  it('reads the page and its filter from each of the three routes', () => {
    expect(menuPageOf(match('/'))).toEqual({ filter: { kind: 'all' }, loaded: SEED_FOODS });
    expect(menuPageOf(match('/tag/$tag', { tag: 'Soup' }))?.filter).toEqual({ kind: 'tag', tag: 'Soup' });
    expect(menuPageOf(match('/search/$searchTerm', { searchTerm: 'pie' }))?.filter).toEqual({
      kind: 'search',
      term: 'pie',
    });
  });

  it('is no menu page for another route, or one still loading or failed', () => {
    expect(menuPageOf(match('/food/$id', { id: '1' }))).toBeNull();
    expect(menuPageOf(match('/tag/$tag'))).toBeNull();
    expect(menuPageOf(match('/', {}, 'pending'))).toBeNull();
    expect(menuPageOf(match('/', {}, 'error'))).toBeNull();
  });
});

describe('sameMenuPage', () => {
  const soup = menuPageOf(match('/tag/$tag', { tag: 'Soup' }))!;

  it('is the same page for the same filter and answer, whatever the objects', () => {
    expect(sameMenuPage(soup, menuPageOf(match('/tag/$tag', { tag: 'Soup' }))!)).toBe(true);
  });

  it('is another for another filter or another answer', () => {
    expect(sameMenuPage(soup, menuPageOf(match('/tag/$tag', { tag: 'Pie' }))!)).toBe(false);
    expect(sameMenuPage(soup, menuPageOf(match('/search/$searchTerm', { searchTerm: 'Soup' }))!)).toBe(false);
    expect(sameMenuPage(soup, { ...soup, loaded: [...SEED_FOODS] })).toBe(false);
  });
});
