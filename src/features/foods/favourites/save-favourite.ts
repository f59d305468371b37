import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { errorMessage } from '@/lib/api/error-message';
import { notify } from '@/lib/toast/notify';
import { favouriteCallKey, favouritesApi } from './favourites-api';
import { takeFavouriteIntent } from './favourite-intent';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Saves or removes a favourite; the change shows at once (favourites-api.ts) and a failure puts it
 * back and says why. Settles either way, true when the server took it.
 */
export async function saveFavourite(
  dispatch: Dispatch,
  { foodId, dish }: { foodId: string; dish: string },
  favorite: boolean,
): Promise<boolean> {
  const endpoint = favorite ? favouritesApi.endpoints.addFavorite : favouritesApi.endpoints.removeFavorite;
  const call = dispatch(endpoint.initiate(foodId, { fixedCacheKey: favouriteCallKey(foodId) }));
  try {
    await call.unwrap();
    return true;
  } catch (error) {
    notify.error(
      favorite ? 'Favourite not saved' : 'Favourite not removed',
      `${dish}: ${errorMessage(error)}`,
    );
    return false;
  } finally {
    call.reset();
  }
}

/** After logging in: the dish whose heart a logged-out shopper tapped is saved, as they asked. */
export async function saveIntendedFavourite(dispatch: Dispatch): Promise<void> {
  const intent = takeFavouriteIntent();
  if (intent) await saveFavourite(dispatch, intent, true);
}
