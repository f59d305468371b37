// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Food } from '@contract/types';
import { applyScenario } from '../node';
import { db } from '../db';
import { ERRORS } from '../http/responses';
import { SEED_FAVORITES, SEED_FOODS } from '../seed';
import { call, expectTextError, json, logIn, registerShopper } from '../testing/api';

const favorites = (token?: string) => call('/api/users/favorites', { token });
const save = (foodId: string, token?: string) =>
  call(`/api/users/favorites/${encodeURIComponent(foodId)}`, { method: 'PUT', token });
const remove = (foodId: string, token?: string) =>
  call(`/api/users/favorites/${encodeURIComponent(foodId)}`, { method: 'DELETE', token });

const dish = (index: number) => {
  const food = SEED_FOODS[index];
  if (!food) throw new Error(`no seed dish ${index}`);
  return food;
};
const marked = (foods: readonly Food[]) => foods.filter((food) => food.favorite).map((food) => food.id);
const seedShopperFavorites = SEED_FAVORITES.map((favorite) => favorite.foodId);

describe('GET /api/users/favorites', () => {
  it("answers the demo shopper's seeded favourites, and none for a new user", async () => {
    const shopper = await logIn();
    expect(json<string[]>(await favorites(shopper.token))).toEqual(seedShopperFavorites);
    expect(seedShopperFavorites).toEqual(SEED_FOODS.filter((food) => food.favorite).map((food) => food.id));
    const fresh = await registerShopper();
    expect(json<string[]>(await favorites(fresh.token))).toEqual([]);
  });

  it('refuses a missing or unknown token with 401', async () => {
    expectTextError(await favorites(), 401, ERRORS.loginRequired);
    expectTextError(await favorites('not-a-real-token'), 401, ERRORS.loginRequired);
  });
});

describe('PUT and DELETE /api/users/favorites/{foodId}', () => {
  it('save and remove a dish, idempotently, answering the updated list in the order saved', async () => {
    const { token } = await registerShopper();
    expect(json<string[]>(await save(dish(3).id, token))).toEqual([dish(3).id]);
    expect(json<string[]>(await save(dish(1).id, token))).toEqual([dish(3).id, dish(1).id]);
    const again = await save(dish(3).id, token);
    expect({ status: again.status, ids: json<string[]>(again) }).toEqual({
      status: 200,
      ids: [dish(3).id, dish(1).id],
    });
    expect(json<string[]>(await remove(dish(3).id, token))).toEqual([dish(1).id]);
    const twice = await remove(dish(3).id, token);
    expect({ status: twice.status, ids: json<string[]>(twice) }).toEqual({ status: 200, ids: [dish(1).id] });
    expect(json<string[]>(await favorites(token))).toEqual([dish(1).id]);
  });

  it('keeps them in the mock db, per user', async () => {
    const user = await registerShopper();
    await save(dish(2).id, user.token);
    expect(db.read().favorites).toContainEqual({ userId: user.id, foodId: dish(2).id });
  });

  it('refuses a missing or unknown token with 401 and an unknown dish with 404', async () => {
    expectTextError(await save(dish(0).id), 401, ERRORS.loginRequired);
    expectTextError(await remove(dish(0).id, 'not-a-real-token'), 401, ERRORS.loginRequired);
    const { token } = await registerShopper();
    expectTextError(await save('no-such-dish', token), 404, ERRORS.foodNotFound);
    expectTextError(await remove('no-such-dish', token), 404, ERRORS.foodNotFound);
    expectTextError(await save('constructor', token), 404, ERRORS.foodNotFound);
  });

  it('do not touch another user’s favourites', async () => {
    const shopper = await logIn();
    const other = await registerShopper();
    const target = seedShopperFavorites[0] ?? '';
    await remove(target, other.token);
    await save(dish(5).id, other.token);
    expect(json<string[]>(await favorites(shopper.token))).toEqual(seedShopperFavorites);
  });
});

describe('the favorite field of the food answers', () => {
  it('marks the favourites of the token’s user in every list and the dish, and nobody’s without one', async () => {
    const { token } = await registerShopper();
    const food = dish(4);
    await save(food.id, token);
    const tag = food.tags[0] ?? '';
    const term = food.name.slice(0, 4);
    for (const path of [
      '/api/foods',
      `/api/foods/tag/${encodeURIComponent(tag)}`,
      `/api/foods/search/${encodeURIComponent(term)}`,
    ]) {
      expect(marked(json<Food[]>(await call(path, { token }))), path).toEqual([food.id]);
      expect(marked(json<Food[]>(await call(path))), path).toEqual([]);
      expect(marked(json<Food[]>(await call(path, { token: 'not-a-real-token' }))), path).toEqual([]);
    }
    expect(json<Food>(await call(`/api/foods/${food.id}`, { token })).favorite).toBe(true);
    expect(json<Food>(await call(`/api/foods/${food.id}`)).favorite).toBe(false);
  });

  it('follows each change at once, and shows one user’s favourites to nobody else', async () => {
    const shopper = await logIn();
    const other = await registerShopper();
    expect(marked(json<Food[]>(await call('/api/foods', { token: shopper.token })))).toEqual(
      SEED_FOODS.filter((food) => seedShopperFavorites.includes(food.id)).map((food) => food.id),
    );
    expect(marked(json<Food[]>(await call('/api/foods', { token: other.token })))).toEqual([]);
    await save(dish(0).id, other.token);
    expect(marked(json<Food[]>(await call('/api/foods', { token: other.token })))).toEqual([dish(0).id]);
    await remove(dish(0).id, other.token);
    expect(marked(json<Food[]>(await call('/api/foods', { token: other.token })))).toEqual([]);
  });

  it('marks favourites on a scenario’s menu too: the 10,000 dishes', async () => {
    applyScenario('big-catalogue');
    const { token } = await registerShopper();
    const menu = json<Food[]>(await call('/api/foods', { token }));
    expect(menu.length).toBe(10_000);
    expect(marked(menu)).toEqual([]);
    const far = menu[9_876]?.id ?? '';
    await save(far, token);
    expect(marked(json<Food[]>(await call('/api/foods', { token })))).toEqual([far]);
    expect(marked(json<Food[]>(await call('/api/foods')))).toEqual([]);
  });
});
