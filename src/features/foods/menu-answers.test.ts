// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as search from '@contract/search';
import { countTags, createCatalogue } from '@mocks/catalogue';
import { bigMenu } from '@mocks/scenarios/big-catalogue';
import { SEED_FOODS } from '@mocks/seed';
import { ALL_TAG, type Food } from '@contract/types';
import { dishesNamed, dishesWithTag, prepareMenuAnswers, reconcileWithShown } from './menu-answers';

vi.mock('@contract/search', { spy: true });
// The files that run next in this worker get the module itself, not the spied one.
afterAll(() => {
  vi.doUnmock('@contract/search');
  vi.resetModules();
});

const ids = (foods: readonly Food[]) => foods.map((food) => food.id);
const menu = bigMenu(SEED_FOODS, 500);
// The mock server's own catalogue over the same menu: what /api/foods/tag and /search answer.
const server = createCatalogue(() => menu);

describe('the menu answers a filter as the server would', () => {
  it.each(countTags(menu).map((tag) => tag.name))('the tag %s, written in any case', (tag) => {
    const served = ids(tag === ALL_TAG ? server.foods() : server.withTag(tag));
    expect(served.length).toBeGreaterThan(0);
    expect(ids(dishesWithTag(menu, tag))).toEqual(served);
    expect(ids(dishesWithTag(menu, tag.toUpperCase()))).toEqual(served);
  });

  it('lists a dish tagged in two cases once, and an unknown tag with nothing', () => {
    const twice = [{ ...SEED_FOODS[0]!, tags: ['Spicy', 'spicy'] }];
    expect(dishesWithTag(twice, 'SPICY')).toEqual(twice);
    expect(dishesWithTag(menu, 'No such tag')).toEqual([]);
  });

  it.each(['soup', 'SOUP', ' curry ', 'No. 2', '.', '..', '.*', '%', 'zzz'])('the search "%s"', (term) => {
    expect(ids(dishesNamed(menu, term))).toEqual(ids(server.search(term)));
  });
});

describe('a menu prepared while the browser is idle', () => {
  it('builds the tag index, then the names, one idle moment each; the first filter then folds only its own words', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const fresh = bigMenu(SEED_FOODS, 300);
    const folds = vi.mocked(search.foldCase);
    prepareMenuAnswers(fresh);
    expect(idle).toHaveLength(1);
    folds.mockClear();
    idle[0]?.();
    expect(folds.mock.calls.length).toBeGreaterThan(0);
    expect(idle).toHaveLength(2);
    folds.mockClear();
    idle[1]?.();
    expect(folds.mock.calls.length).toBeGreaterThanOrEqual(fresh.length);

    folds.mockClear();
    dishesWithTag(fresh, 'Lunch');
    dishesNamed(fresh, 'soup');
    // A handful for the tag and the term, where an unprepared menu folds one name per dish.
    expect(folds.mock.calls.length).toBeLessThan(10);
    vi.unstubAllGlobals();
  });

  it('drops the step still waiting for the browser once the page no longer shows the menu', () => {
    const idle: (() => void)[] = [];
    const dropped: number[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => dropped.push(handle));
    const stop = prepareMenuAnswers(bigMenu(SEED_FOODS, 300));
    idle[0]?.();
    expect(idle).toHaveLength(2);
    stop();
    // The names' step, second in line, is the one dropped.
    expect(dropped).toEqual([2]);
  });
});

describe("the server's answer, told in the dishes on screen", () => {
  const shown = menu.slice(0, 6);

  it('is the list on screen itself when the server agrees with it', () => {
    expect(reconcileWithShown(structuredClone(shown), shown)).toBe(shown);
  });

  it("keeps each dish the server sends unchanged, and takes the server's order and changes", () => {
    const [a, b, c, d] = shown;
    const repriced = { ...b!, price: b!.price + 1 };
    const retagged = { ...d!, tags: [...d!.tags, 'New'] };
    const answer = [structuredClone(c!), repriced, structuredClone(a!), retagged];
    const reconciled = reconcileWithShown(answer, shown);
    expect(reconciled).toEqual(answer);
    expect(reconciled[0]).toBe(c);
    expect(reconciled[1]).toBe(repriced);
    expect(reconciled[2]).toBe(a);
    expect(reconciled[3]).toBe(retagged);
  });
});
