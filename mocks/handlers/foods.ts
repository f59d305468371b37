import { foldCase, nameMatches } from '@contract/search';
import { ALL_TAG, type Food } from '@contract/types';
import type { HttpHandler } from 'msw';
import { countTags, type Catalogue } from '../catalogue';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { pathParam, route } from '../http/route';
import { toWireFood } from '../http/wire';

/** The five catalogue calls over any catalogue (scenarios reuse them with other menus). */
export function createFoodHandlers(catalogue: Catalogue): HttpHandler[] {
  const list = (request: Request, keep: (food: Food) => boolean) =>
    jsonResponse(
      catalogue
        .foods()
        .filter(keep)
        .map((food) => toWireFood(food, request)),
    );

  // More specific paths first: '/api/foods/:id' would otherwise answer '/api/foods/tags'.
  return [
    route('get', '/api/foods', ({ request }) => list(request, () => true)),
    route('get', '/api/foods/tags', () => jsonResponse(countTags(catalogue.foods()))),
    route('get', '/api/foods/search/:term', (context) => {
      const term = pathParam(context, 'term');
      return list(context.request, (food) => nameMatches(food.name, term));
    }),
    route('get', '/api/foods/tag/:tag', (context) => {
      const tag = foldCase(pathParam(context, 'tag'));
      if (tag === foldCase(ALL_TAG)) return list(context.request, () => true);
      return list(context.request, (food) => food.tags.some((name) => foldCase(name) === tag));
    }),
    route('get', '/api/foods/:id', (context) => {
      const food = catalogue.find(pathParam(context, 'id'));
      if (!food) throw new HttpError(404, ERRORS.foodNotFound);
      return jsonResponse(toWireFood(food, context.request));
    }),
  ];
}
