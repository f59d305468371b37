// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { foldCase } from '@contract/search';
import { SEED_FOODS } from '../seed';
import { bigMenu, BIG_CATALOGUE_SIZE } from './big-catalogue';

describe('bigMenu', () => {
  const menu = bigMenu(SEED_FOODS);

  it('derives ten thousand dishes, starting with the seed itself', () => {
    expect(BIG_CATALOGUE_SIZE).toBe(10_000);
    expect(menu).toHaveLength(BIG_CATALOGUE_SIZE);
    expect(menu.slice(0, SEED_FOODS.length)).toEqual(SEED_FOODS);
  });

  it('gives every dish a unique 24-hex id', () => {
    expect(new Set(menu.map((food) => food.id)).size).toBe(menu.length);
    for (const food of menu) expect(food.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('gives every dish a name of its own, even as search compares names', () => {
    expect(new Set(menu.map((food) => foldCase(food.name))).size).toBe(menu.length);
  });

  it('keeps every value plausible', () => {
    // One expectation over the whole menu: ten thousand dishes times six expects is a slow test.
    const implausible = menu.filter(
      (food) =>
        !Number.isInteger(food.stars * 2) ||
        food.stars < 0 ||
        food.stars > 5 ||
        !(food.price > 0) ||
        Math.abs(Math.round(food.price * 100) - food.price * 100) > 1e-6 ||
        food.name === '',
    );
    expect(implausible).toEqual([]);
  });

  it('carries the diets and allergens of the seed dish each derives from', () => {
    const differing = menu.filter((food, index) => {
      const base = SEED_FOODS[index % SEED_FOODS.length];
      return (
        !food.diets || !food.allergens || food.diets !== base?.diets || food.allergens !== base.allergens
      );
    });
    expect(differing).toEqual([]);
    expect(menu.filter((food) => food.allergens?.includes('peanuts')).length).toBeGreaterThan(0);
  });

  it('is deterministic, and empty for an empty seed', () => {
    expect(bigMenu(SEED_FOODS)).toEqual(menu);
    expect(bigMenu([])).toEqual([]);
  });
});
