/** Extensions: the current user's favourite dishes (docs/contract.md), kept per user in the mock db. */
import type { HttpHandler } from 'msw';
import type { Catalogue } from '../catalogue';
import { favoriteIdsOf, setFavorite } from '../http/favorites';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { pathParam, route, type RouteContext } from '../http/route';
import { requireSession } from '../http/session';

/** Over any catalogue, so a scenario's menu (the big one) has favourites of its own dishes. */
export function createFavoriteHandlers(catalogue: Catalogue): HttpHandler[] {
  const change = (favorite: boolean) => (context: RouteContext) => {
    const { user } = requireSession(context.request);
    const foodId = pathParam(context, 'foodId');
    // A dish that left the menu can still be removed from the favourites that hold it.
    const known =
      catalogue.find(foodId) !== undefined || (!favorite && favoriteIdsOf(user.id).includes(foodId));
    if (!known) throw new HttpError(404, ERRORS.foodNotFound);
    setFavorite(user.id, foodId, favorite);
    return jsonResponse(favoriteIdsOf(user.id));
  };
  return [
    route('get', '/api/users/favorites', ({ request }) =>
      jsonResponse(favoriteIdsOf(requireSession(request).user.id)),
    ),
    route('put', '/api/users/favorites/:foodId', change(true)),
    route('delete', '/api/users/favorites/:foodId', change(false)),
  ];
}
