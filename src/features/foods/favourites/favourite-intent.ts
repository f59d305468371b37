/**
 * A logged-out shopper's tap on a heart, kept for the login round trip: the login (or register) page
 * may be reloaded on the way, so it lives in this tab's sessionStorage. Leaving for any other page
 * before logging in abandons it.
 */
import { isJsonObject } from '@contract/json';

const KEY = 'foodstore.favouriteIntent';

export interface FavouriteIntent {
  foodId: string;
  dish: string;
}

const ROUND_TRIP = new Set(['/login', '/register']);

export function rememberFavouriteIntent(intent: FavouriteIntent): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(intent));
  } catch {
    // Storage refused (privacy modes): the login still comes back here, only without the save.
  }
}

/** The intent, taken: it is acted on once. Anything malformed is no intent. */
export function takeFavouriteIntent(): FavouriteIntent | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const intent: unknown = JSON.parse(raw);
    return isJsonObject(intent) && typeof intent.foodId === 'string' && typeof intent.dish === 'string'
      ? { foodId: intent.foodId, dish: intent.dish }
      : null;
  } catch {
    return null;
  }
}

/** Called for every page the router lands on: any page but login and register abandons the intent. */
export function followFavouriteIntent(pathname: string): void {
  if (ROUND_TRIP.has(pathname)) return;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing could have been stored either.
  }
}
