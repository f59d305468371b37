/** Each user's favourite dishes, as the favourites calls answer them and the food calls mark them. */
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import { db } from '../db';

/** A user's favourite dish ids, in the order saved. */
export function favoriteIdsOf(userId: string): string[] {
  return db
    .read()
    .favorites.filter((favorite) => favorite.userId === userId)
    .map((favorite) => favorite.foodId);
}

export function setFavorite(userId: string, foodId: string, favorite: boolean): void {
  const saved = favoriteIdsOf(userId).includes(foodId);
  // Saving twice or removing what is not saved changes nothing: both calls are idempotent.
  if (saved === favorite) return;
  db.update((state) => {
    state.favorites = favorite
      ? [...state.favorites, { userId, foodId }]
      : state.favorites.filter((row) => !(row.userId === userId && row.foodId === foodId));
  });
}

/**
 * The favourites of whoever sent the request: none without a token, or with one that names no
 * session. The food calls are public, so a bad token is no 401 there; it just marks nothing.
 */
export function requestFavorites(request: Request): ReadonlySet<string> {
  const token = request.headers.get(ACCESS_TOKEN_HEADER)?.trim() ?? '';
  if (token === '') return new Set();
  const session = db.read().sessions.find((candidate) => candidate.token === token);
  return new Set(session ? favoriteIdsOf(session.userId) : []);
}
