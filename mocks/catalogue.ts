/** The dishes the API serves: the seed's by default; scenarios swap in an empty or a huge menu. */
import { foldCase } from '@contract/search';
import { ALL_TAG, type Food, type Tag } from '@contract/types';
import { SEED_FOODS } from './seed';

export interface Catalogue {
  foods(): readonly Food[];
  find(id: string): Food | undefined;
  /** countTags() of the menu. */
  tags(): readonly Tag[];
  /** The dishes carrying the tag, compared as foldCase() does (All is the caller's business). */
  withTag(tag: string): readonly Food[];
  /** The dishes whose names match the term as nameMatches() does. */
  search(term: string): readonly Food[];
}

/** Worked out on first use and kept: each call needs only its own part of the index. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

function groupByTag(foods: readonly Food[]): Map<string, Food[]> {
  const byTag = new Map<string, Food[]>();
  for (const food of foods) {
    // A Set, so a dish tagged both 'Spicy' and 'spicy' is listed once.
    for (const tag of new Set(food.tags.map(foldCase))) {
      const dishes = byTag.get(tag);
      if (dishes) dishes.push(food);
      else byTag.set(tag, [food]);
    }
  }
  return byTag;
}

/**
 * Built on first use, so a scenario's big menu costs nothing until it is chosen. A 10,000-dish menu
 * must not fold every name and tag on every call, so each kind of lookup is indexed once; the
 * indexes answer exactly as contract/search.ts compares.
 */
export function createCatalogue(load: () => readonly Food[]): Catalogue {
  const foods = once(load);
  const byId = once(() => new Map(foods().map((food) => [food.id, food])));
  const byTag = once(() => groupByTag(foods()));
  const foldedNames = once(() => foods().map((food) => foldCase(food.name)));
  const tags = once(() => countTags(foods()));
  return {
    foods,
    find: (id) => byId().get(id),
    tags,
    withTag: (tag) => byTag().get(foldCase(tag)) ?? [],
    search(term) {
      const folded = foldCase(term);
      const names = foldedNames();
      return foods().filter((_, position) => names[position]?.includes(folded));
    },
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
