// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Food, Tag } from '@contract/types';
import { ERRORS } from '../http/responses';
import { SEED_FOODS } from '../seed';
import { call, expectTextError, json, ORIGIN } from '../testing/api';

const foodsAt = async (path: string) => {
  const answer = await call(path);
  expect(answer.status).toBe(200);
  expect(answer.contentType).toMatch(/^application\/json/);
  return json<Food[]>(answer);
};
const ids = (foods: readonly Food[]) => foods.map((food) => food.id).sort();
const search = (term: string) => foodsAt(`/api/foods/search/${encodeURIComponent(term)}`);

describe('GET /api/foods', () => {
  it('answers every seed dish with an absolute image URL on the request origin', async () => {
    const foods = await foodsAt('/api/foods');
    expect(ids(foods)).toEqual(ids(SEED_FOODS));
    const first = SEED_FOODS[0];
    expect(foods[0]).toEqual({ ...first, imageUrl: `${ORIGIN}/${first?.imageUrl}` });
  });

  it('answers every dish with its diets and allergens (extension fields)', async () => {
    const foods = await foodsAt('/api/foods');
    const unmodelled = foods.filter((food) => !Array.isArray(food.diets) || !Array.isArray(food.allergens));
    expect(unmodelled).toEqual([]);
    expect(foods.find((food) => food.name === 'Pad Thai')).toMatchObject({
      diets: ['gluten-free'],
      allergens: ['eggs', 'fish', 'peanuts', 'soybeans'],
    });
  });
});

describe('GET /api/foods/tags', () => {
  it('lists All with every dish first, then each tag by count and name', async () => {
    const tags = json<Tag[]>(await call('/api/foods/tags'));
    expect(tags[0]).toEqual({ name: 'All', count: SEED_FOODS.length });
    const rest = tags.slice(1);
    for (const { name, count } of rest)
      expect(count).toBe(SEED_FOODS.filter((food) => food.tags.includes(name)).length);
    expect(new Set(rest.map((tag) => tag.name))).toEqual(new Set(SEED_FOODS.flatMap((food) => food.tags)));
    const sorted = [...rest].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
    expect(rest).toEqual(sorted);
  });
});

describe('GET /api/foods/search/{term}', () => {
  it('finds names containing the term, ignoring case and surrounding spaces', async () => {
    const pizzas = SEED_FOODS.filter((food) => food.name.toLowerCase().includes('pizza'));
    expect(pizzas.length).toBeGreaterThan(0);
    expect(ids(await search('PiZzA'))).toEqual(ids(pizzas));
    expect(ids(await search(' pizza '))).toEqual(ids(pizzas));
  });

  it('takes odd terms literally and answers an empty list, never an error', async () => {
    for (const term of ['.*', '(', '%', '[a-z]+', '\\', '🍕', "'; DROP TABLE foods;--", 'a/b', '?x=1#y']) {
      expect(await search(term), term).toEqual([]);
    }
  });

  it('answers an undecodable path with a 400 sentence instead of crashing', async () => {
    expectTextError(await call('/api/foods/search/%E0%A4%A'), 400, ERRORS.badAddress);
  });
});

describe('GET /api/foods/tag/{tag}', () => {
  it('answers the dishes with the tag, ignoring case', async () => {
    const spicy = SEED_FOODS.filter((food) => food.tags.includes('Spicy'));
    expect(spicy.length).toBeGreaterThan(0);
    expect(ids(await foodsAt('/api/foods/tag/spicy'))).toEqual(ids(spicy));
  });

  it('handles tags with spaces and answers All with every dish', async () => {
    const street = SEED_FOODS.filter((food) => food.tags.includes('Street Food'));
    expect(street.length).toBeGreaterThan(0);
    expect(ids(await foodsAt('/api/foods/tag/Street%20Food'))).toEqual(ids(street));
    expect(ids(await foodsAt('/api/foods/tag/All'))).toEqual(ids(SEED_FOODS));
  });

  it('answers an unknown tag with an empty list', async () => {
    expect(await foodsAt('/api/foods/tag/Nonexistent')).toEqual([]);
  });
});

describe('GET /api/foods/{id}', () => {
  it('answers one dish', async () => {
    const food = SEED_FOODS[3];
    const answer = await call(`/api/foods/${food?.id}`);
    expect(json<Food>(answer)).toEqual({ ...food, imageUrl: `${ORIGIN}/${food?.imageUrl}` });
  });

  it('answers an unknown id with 404 "Food not found."', async () => {
    for (const id of ['000000000000000000000000', 'not-an-id', '1', '%20']) {
      expectTextError(await call(`/api/foods/${id}`), 404, ERRORS.foodNotFound);
    }
  });
});
