/**
 * The favourites extension (docs/contract.md): the shopper's saved dishes, kept by the server per
 * user and shown as `favorite` in every food answer. Saving and removing are optimistic: every cached
 * food answer changes at once and goes back if the call fails.
 */
import { original } from '@reduxjs/toolkit';
import { answerSchema } from '@/lib/api/answer-schema';
import { api, tagId } from '@/lib/api/base-api';
import type { Food } from '@contract/types';
import { readList, toFavoriteId } from '@/utils/normalize';
import { foodsApi } from '../api/foods-api';

const favouriteIds = answerSchema((raw) => readList(raw, toFavoriteId, 'favourites'));

/** The food answers a favourite shows in: lists (the menu, a search, a tag) and single dishes. */
const LISTS = ['getFoods', 'searchFoods', 'getFoodsByTag'] as const;

type State = Parameters<typeof foodsApi.util.selectCachedArgsForQuery>[0];
type Dispatch = (
  action:
    ReturnType<typeof foodsApi.util.updateQueryData> | ReturnType<typeof favouritesApi.util.updateQueryData>,
) => { undo(): void };

/**
 * Marks the dish in every cached food answer. A list's dish is found in the answer as stored, not in
 * its draft: reading 10,000 dishes through the draft would make a proxy for each.
 */
function markEverywhere(state: State, dispatch: Dispatch, foodId: string, favorite: boolean): () => void {
  const patches = [
    ...LISTS.flatMap((endpoint) =>
      foodsApi.util.selectCachedArgsForQuery(state, endpoint).map((arg) =>
        dispatch(
          foodsApi.util.updateQueryData(endpoint, arg as never, (draft: Food[]) => {
            const index = (original(draft) ?? draft).findIndex((food) => food.id === foodId);
            const food = draft[index];
            if (food) food.favorite = favorite;
          }),
        ),
      ),
    ),
    ...foodsApi.util
      .selectCachedArgsForQuery(state, 'getFood')
      .filter((id) => id === foodId)
      .map((id) =>
        dispatch(
          foodsApi.util.updateQueryData('getFood', id, (draft) => {
            if (draft) draft.favorite = favorite;
          }),
        ),
      ),
    dispatch(
      favouritesApi.util.updateQueryData('getFavorites', undefined, (draft) =>
        favorite ? [...draft.filter((id) => id !== foodId), foodId] : draft.filter((id) => id !== foodId),
      ),
    ),
  ];
  return () => patches.forEach((patch) => patch.undo());
}

const favouritePath = (foodId: string) => `/api/users/favorites/${encodeURIComponent(foodId)}`;

export const favouritesApi = api.injectEndpoints({
  endpoints: (build) => {
    const change = (favorite: boolean) =>
      build.mutation<string[], string>({
        query: (foodId) => ({ url: favouritePath(foodId), method: favorite ? 'PUT' : 'DELETE' }),
        rawResponseSchema: favouriteIds,
        async onQueryStarted(foodId, { dispatch, getState, queryFulfilled }) {
          const undo = markEverywhere(getState() as State, dispatch as Dispatch, foodId, favorite);
          try {
            await queryFulfilled;
          } catch {
            undo();
          }
        },
      });
    return {
      getFavorites: build.query<string[], void>({
        query: () => '/api/users/favorites',
        rawResponseSchema: favouriteIds,
        providesTags: [{ type: 'Food', id: tagId('favourites') }],
      }),
      addFavorite: change(true),
      removeFavorite: change(false),
    };
  },
});

type ApiState = ReturnType<typeof api.reducer>;

/** The key a dish's save or removal is tracked under, for every heart of the dish to see it. */
export const favouriteCallKey = (foodId: string) => `favourite ${foodId}`;

/**
 * Whether a save or removal of the dish is on its way to the server, whichever heart asked: the
 * dish page's, its card's, or one on a page since left and come back to.
 */
export const selectFavouriteChanging = (state: { api: ApiState }, foodId: string): boolean =>
  state.api.mutations[favouriteCallKey(foodId)]?.status === 'pending';

export const { useGetFavoritesQuery, useAddFavoriteMutation, useRemoveFavoriteMutation } = favouritesApi;
