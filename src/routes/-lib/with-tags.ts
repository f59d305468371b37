import type { AppStore } from '@/store/store';
import { foodsApi } from '@/features/foods/api/foods-api';

/**
 * A menu page's tags, loaded beside its dishes and awaited with them, so the tag row and the grid
 * appear together: a tag row arriving later pushed the whole grid down (a layout shift). The tags
 * failing is not the page failing: the page says so in their place, with a retry.
 */
export async function withTags<T>(store: AppStore, dishes: Promise<T>): Promise<T> {
  const tags = store.dispatch(foodsApi.endpoints.getTags.initiate());
  try {
    // A query's promise settles with its error rather than rejecting.
    const [loaded] = await Promise.all([dishes, tags]);
    return loaded;
  } finally {
    tags.unsubscribe();
  }
}
