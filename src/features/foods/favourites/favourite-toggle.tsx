import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { FavoriteToggle, type FavoriteToggleState } from '@/components/ui/favorite-heart';
import { isMissingCall } from '@/lib/api/error-message';
import type { Food } from '@contract/types';
import { selectFavouriteChanging, useGetFavoritesQuery } from './favourites-api';
import { rememberFavouriteIntent } from './favourite-intent';
import { saveFavourite } from './save-favourite';

/** Read structurally: the session belongs to the account feature, which this one does not import. */
const hasSession = (state: { user: { token: string } }) => state.user.token !== '';

/**
 * The dish's heart for this shopper: saves and removes a favourite when logged in, goes to login (and
 * back, then saves) when not, and says so where the server keeps no favourites (decision 15).
 */
export function FavouriteToggle({ food }: { food: Food }) {
  const loggedIn = useAppSelector(hasSession);
  // One cached answer for every heart on the page: it tells whether the server has the calls.
  const { error } = useGetFavoritesQuery(undefined, { skip: !loggedIn });
  const dispatch = useAppDispatch();
  const router = useRouter();
  const navigate = useNavigate();
  // In the store, not the heart's own state: a heart that mounts while the call is out (the page
  // came in after the tap, or the shopper went back) shows it too.
  const pending = useAppSelector((state) => selectFavouriteChanging(state, food.id));

  const state: FavoriteToggleState = !loggedIn
    ? 'login'
    : error !== undefined && isMissingCall(error, { list: true })
      ? 'unavailable'
      : pending
        ? 'pending'
        : 'toggle';

  const press = () => {
    const dish = { foodId: food.id, dish: food.name };
    if (!loggedIn) {
      rememberFavouriteIntent(dish);
      void navigate({ to: '/login', search: { returnUrl: router.state.location.href } });
      return;
    }
    void saveFavourite(dispatch, dish, !food.favorite);
  };

  return <FavoriteToggle dish={food.name} favorite={food.favorite} state={state} onPress={press} />;
}
