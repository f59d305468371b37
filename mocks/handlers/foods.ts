import { foldCase } from '@contract/search';
import { ALL_TAG, type Food } from '@contract/types';
import type { HttpHandler } from 'msw';
import type { Catalogue } from '../catalogue';
import { assetBaseFor } from '../http/asset-base';
import { ERRORS, HttpError, jsonResponse, jsonTextResponse } from '../http/responses';
import { pathParam, route } from '../http/route';
import { requestFavorites } from '../http/favorites';
import { toWireFood } from '../http/wire';

interface WrittenLists {
  base: string;
  /** Each dish as nobody's favourite, which it is for almost every dish of every list. */
  dishes: WeakMap<Food, string>;
  /** The last list written: the whole menu, asked for again and again, is not even joined twice. */
  last: { foods: readonly Food[]; favorites: string; json: string } | null;
}

/**
 * Lists as JSON text from each dish's JSON, written once per image base and then only joined: a
 * 10,000-dish list costs a join per call instead of 10,000 URL parses and a 4 MB stringify. The
 * caller's few favourites are written afresh on each call, every other dish comes from the cache.
 */
function createListWriter() {
  let cache: WrittenLists = { base: '', dishes: new WeakMap(), last: null };
  return (foods: readonly Food[], request: Request): string => {
    const base = assetBaseFor(request);
    const favorites = requestFavorites(request);
    const favoritesKey = [...favorites].join('\n');
    // One base at a time: the worker has one, and a standalone server is mostly reached by one name.
    if (base !== cache.base) cache = { base, dishes: new WeakMap(), last: null };
    if (cache.last?.foods === foods && cache.last.favorites === favoritesKey) return cache.last.json;
    const { dishes } = cache;
    const parts = foods.map((food) => {
      if (favorites.has(food.id)) return JSON.stringify(toWireFood(food, base, true));
      let json = dishes.get(food);
      if (json === undefined) {
        json = JSON.stringify(toWireFood(food, base, false));
        dishes.set(food, json);
      }
      return json;
    });
    const json = `[${parts.join(',')}]`;
    cache.last = { foods, favorites: favoritesKey, json };
    return json;
  };
}

/**
 * The five catalogue calls over any catalogue (scenarios reuse them with other menus). A dish's
 * `favorite` is the caller's: true for the dishes the token's user saved, false for everyone else.
 */
export function createFoodHandlers(catalogue: Catalogue): HttpHandler[] {
  const write = createListWriter();
  const list = (request: Request, foods: readonly Food[]) => jsonTextResponse(write(foods, request));

  // More specific paths first: '/api/foods/:id' would otherwise answer '/api/foods/tags'.
  return [
    route('get', '/api/foods', ({ request }) => list(request, catalogue.foods())),
    route('get', '/api/foods/tags', () => jsonResponse(catalogue.tags())),
    route('get', '/api/foods/search/:term', (context) =>
      list(context.request, catalogue.search(pathParam(context, 'term'))),
    ),
    route('get', '/api/foods/tag/:tag', (context) => {
      const tag = pathParam(context, 'tag');
      const all = foldCase(tag) === foldCase(ALL_TAG);
      return list(context.request, all ? catalogue.foods() : catalogue.withTag(tag));
    }),
    route('get', '/api/foods/:id', (context) => {
      const food = catalogue.find(pathParam(context, 'id'));
      if (!food) throw new HttpError(404, ERRORS.foodNotFound);
      const favorite = requestFavorites(context.request).has(food.id);
      return jsonResponse(toWireFood(food, assetBaseFor(context.request), favorite));
    }),
  ];
}
