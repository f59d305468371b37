/** The dishes the API serves: the seed's by default; scenarios swap in an empty or a huge menu. */
import { ALL_TAG, type Food, type Tag } from '@contract/types';
import { SEED_FOODS } from './seed';

export interface Catalogue {
  foods(): readonly Food[];
  find(id: string): Food | undefined;
}

/** Built on first use, so a scenario's big menu costs nothing until it is chosen. */
export function createCatalogue(load: () => readonly Food[]): Catalogue {
  let index: { foods: readonly Food[]; byId: Map<string, Food> } | null = null;
  const built = () => {
    if (index === null) {
      const foods = load();
      index = { foods, byId: new Map(foods.map((food) => [food.id, food])) };
    }
    return index;
  };
  return {
    foods: () => built().foods,
    find: (id) => built().byId.get(id),
  };
}

export const seedCatalogue = createCatalogue(() => SEED_FOODS);

/** Every tag with its count: All first (all dishes), then by count, then by name. */
export function countTags(foods: readonly Food[]): Tag[] {
  const counts = new Map<string, number>();
  for (const tag of foods.flatMap((food) => food.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const tags = [...counts].map(([name, count]) => ({ name, count }));
  tags.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
  return [{ name: ALL_TAG, count: foods.length }, ...tags];
}
