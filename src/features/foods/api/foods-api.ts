import { answerSchema } from '@/lib/api/answer-schema';
import { api, tagId } from '@/lib/api/base-api';
import type { Food, Tag } from '@contract/types';
import { ALL_TAG } from '@contract/types';
import { nameMatches } from '@contract/search';
import { isDotSegment } from '@contract/url-path';
import { readList, readOptional, toFood, toTag } from '@/utils/normalize';

const foods = answerSchema((raw) => readList(raw, toFood, 'dishes'));

export const foodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFoods: build.query<Food[], void>({
      query: () => '/api/foods',
      rawResponseSchema: foods,
      providesTags: ['Food'],
    }),
    searchFoods: build.query<Food[], string>({
      // '.' and '..' cannot reach the server in a path, so they are answered from the menu by its rule.
      query: (term) => (isDotSegment(term) ? '/api/foods' : `/api/foods/search/${encodeURIComponent(term)}`),
      rawResponseSchema: foods,
      transformResponse: (menu: Food[], _meta, term) =>
        isDotSegment(term) ? menu.filter((food) => nameMatches(food.name, term)) : menu,
      providesTags: ['Food'],
    }),
    getTags: build.query<Tag[], void>({
      query: () => '/api/foods/tags',
      rawResponseSchema: answerSchema((raw) => readList(raw, toTag, 'tags')),
      providesTags: ['Tag'],
    }),
    getFoodsByTag: build.query<Food[], string>({
      // docs/product.md §7: 'All' is served by the all-foods call.
      query: (tag) => (tag === ALL_TAG ? '/api/foods' : `/api/foods/tag/${encodeURIComponent(tag)}`),
      rawResponseSchema: foods,
      providesTags: ['Food'],
    }),
    getFood: build.query<Food | null, string>({
      query: (id) => `/api/foods/${encodeURIComponent(id)}`,
      rawResponseSchema: answerSchema((raw) => readOptional(raw, toFood, 'dish')),
      providesTags: (_food, _error, id) => [{ type: 'Food', id: tagId(id) }],
    }),
  }),
});

const selectMenuEntry = foodsApi.endpoints.getFoods.select();

/** The whole menu when the cache holds it (the home page loaded it), without asking for it. */
export const selectCachedMenu = (state: Parameters<typeof selectMenuEntry>[0]) => selectMenuEntry(state).data;

export const {
  useGetFoodsQuery,
  useSearchFoodsQuery,
  useGetTagsQuery,
  useGetFoodsByTagQuery,
  useGetFoodQuery,
} = foodsApi;

/**
 * The whole menu when the cache holds it, kept there while the page answers filters from it, and
 * never fetched for it: at 10,000 dishes it is megabytes, which a tag page opened by a link should
 * not wait for.
 */
export function useCachedMenu(): Food[] | undefined {
  const menu = foodsApi.endpoints.getFoods.useQueryState().data;
  useGetFoodsQuery(undefined, { skip: menu === undefined });
  return menu;
}
