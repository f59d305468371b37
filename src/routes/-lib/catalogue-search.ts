import { isAllergen, isDiet } from '@contract/dietary';
import { MENU_SORTS, type MenuQuery, type MenuSort } from '@/features/foods/menu-query';

const sorts: ReadonlySet<string> = new Set(MENU_SORTS.map((sort) => sort.id));
const isSort = (value: unknown): value is MenuSort => typeof value === 'string' && sorts.has(value);

/** A tag is text, as a path's tag is; an address can carry only so many, each so long. */
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 100;

/** Every value of a key that was given once or more, each as its text. */
const valuesOf = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]);

function listOf<T extends string>(raw: unknown, is: (value: unknown) => value is T): T[] | undefined {
  const list = [...new Set(valuesOf(raw).filter(is))];
  return list.length ? list : undefined;
}

const isTag = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TAG_LENGTH;

function priceOf(raw: unknown): number | undefined {
  // The last one given wins, as a form's field would.
  const given = valuesOf(raw).at(-1);
  // Text from the address; a number from the app's own links, which the router checks again.
  const text = typeof given === 'number' ? String(given) : given;
  if (typeof text !== 'string' || !/^\s*\d+(\.\d+)?\s*$/.test(text)) return undefined;
  const price = Number(text);
  return price > 0 && Number.isFinite(price) ? price : undefined;
}

/**
 * The menu's pages' query (`/`, `/search/{term}`, `/tag/{tag}`), read once at the route
 * (docs/product.md §2): what a link may carry, and nothing else. A value it does not know, given
 * twice or garbled, is left out, never an error: a shared or hand-edited link still opens its list.
 */
export function catalogueSearch(raw: Record<string, unknown>): MenuQuery {
  const sort = valuesOf(raw.sort).find(isSort);
  const tag = listOf(raw.tag, isTag)?.slice(0, MAX_TAGS);
  const maxPrice = priceOf(raw.maxPrice);
  const diet = listOf(raw.diet, isDiet);
  const without = listOf(raw.without, isAllergen);
  const favourites = valuesOf(raw.favourites).some((value) => value === '1' || value === 1);
  // Every key, those left out undefined: the router lays a route's search over the address's raw
  // one, where a garbled value would otherwise show through.
  return { sort, tag, maxPrice, diet, without, favourites: favourites ? 1 : undefined };
}
