// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { foldCase, nameMatches } from '@contract/search';
import type { Food } from '@contract/types';
import { countTags, createCatalogue } from './catalogue';
import { bigMenu } from './scenarios/big-catalogue';
import { SEED_FOODS } from './seed';

const menu = bigMenu(SEED_FOODS);
const ids = (foods: readonly Food[]) => foods.map((food) => food.id);

describe('createCatalogue', () => {
  it('loads the menu on first use only, and once', () => {
    const load = vi.fn(() => menu);
    const catalogue = createCatalogue(load);
    expect(load).not.toHaveBeenCalled();
    catalogue.find('x');
    catalogue.tags();
    catalogue.withTag('Pizza');
    catalogue.search('pi');
    expect(catalogue.foods()).toBe(menu);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers tag filters as comparing every dish would, in menu order', () => {
    const catalogue = createCatalogue(() => menu);
    for (const tag of ['Pizza', 'street food', ' SPICY ', 'Nonexistent']) {
      const expected = menu.filter((food) => food.tags.some((name) => foldCase(name) === foldCase(tag)));
      expect(ids(catalogue.withTag(tag)), tag).toEqual(ids(expected));
    }
    expect(catalogue.withTag('Pizza').length).toBeGreaterThan(0);
  });

  it('lists a dish once under a tag it carries twice in different case', () => {
    const [first] = SEED_FOODS;
    if (!first) throw new Error('no seed');
    const doubled = { ...first, tags: ['Spicy', 'spicy'] };
    expect(ids(createCatalogue(() => [doubled]).withTag('SPICY'))).toEqual([doubled.id]);
  });

  it('answers searches as nameMatches over every dish would, in menu order', () => {
    const catalogue = createCatalogue(() => menu);
    for (const term of ['pi', ' PIZZA ', 'no. 21', '.*', 'zzz']) {
      const expected = menu.filter((food) => nameMatches(food.name, term));
      expect(ids(catalogue.search(term)), term).toEqual(ids(expected));
    }
    expect(catalogue.search('pizza').length).toBeGreaterThan(0);
  });

  it('counts tags once and finds dishes by id', () => {
    const catalogue = createCatalogue(() => menu);
    expect(catalogue.tags()).toEqual(countTags(menu));
    expect(catalogue.tags()).toBe(catalogue.tags());
    const last = menu[menu.length - 1];
    expect(last && catalogue.find(last.id)).toBe(last);
    expect(catalogue.find('nope')).toBeUndefined();
  });
});
