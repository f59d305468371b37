// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED_FOODS } from '../seed';
import { bigMenu, BIG_CATALOGUE_SIZE } from './big-catalogue';

describe('bigMenu', () => {
  const menu = bigMenu(SEED_FOODS);

  it('derives about 2000 dishes, starting with the seed itself', () => {
    expect(menu).toHaveLength(BIG_CATALOGUE_SIZE);
    expect(menu.slice(0, SEED_FOODS.length)).toEqual(SEED_FOODS);
  });

  it('gives every dish a unique 24-hex id', () => {
    expect(new Set(menu.map((food) => food.id)).size).toBe(menu.length);
    for (const food of menu) expect(food.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('keeps every value plausible', () => {
    for (const food of menu) {
      expect(food.stars * 2).toSatisfy(Number.isInteger);
      expect(food.stars).toBeGreaterThanOrEqual(0);
      expect(food.stars).toBeLessThanOrEqual(5);
      expect(food.price).toBeGreaterThan(0);
      expect(Math.round(food.price * 100)).toBeCloseTo(food.price * 100, 6);
      expect(food.name).not.toBe('');
    }
  });

  it('is deterministic, and empty for an empty seed', () => {
    expect(bigMenu(SEED_FOODS)).toEqual(menu);
    expect(bigMenu([])).toEqual([]);
  });
});
