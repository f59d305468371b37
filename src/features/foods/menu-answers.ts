/**
 * Tag filters and searches answered from the menu already in the cache, by the server's own rules
 * (docs/product.md, decision 9), so a filter paints at once while the server's answer is on its way.
 */
import { isJsonObject } from '@contract/json';
import { foldCase } from '@contract/search';
import { ALL_TAG, type Food } from '@contract/types';
import { whenIdle } from '@/lib/code-loading';

/** Built once per menu, on the first filter that needs it: 10,000 dishes are not folded on every click. */
const tagIndexes = new WeakMap<readonly Food[], Map<string, Food[]>>();
const nameIndexes = new WeakMap<readonly Food[], string[]>();

function tagIndexOf(menu: readonly Food[]): Map<string, Food[]> {
  let byTag = tagIndexes.get(menu);
  if (byTag) return byTag;
  byTag = new Map();
  // A menu has a few dozen distinct tags among its dishes' tens of thousands: each is folded once.
  const folded = new Map<string, string>();
  const fold = (tag: string) => {
    let result = folded.get(tag);
    if (result === undefined) {
      result = foldCase(tag);
      folded.set(tag, result);
    }
    return result;
  };
  for (const food of menu) {
    // A dish tagged both 'Spicy' and 'spicy' is listed once, as the server lists it.
    for (const tag of new Set(food.tags.map(fold))) {
      const dishes = byTag.get(tag);
      if (dishes) dishes.push(food);
      else byTag.set(tag, [food]);
    }
  }
  tagIndexes.set(menu, byTag);
  return byTag;
}

function foldedNamesOf(menu: readonly Food[]): string[] {
  let names = nameIndexes.get(menu);
  if (!names) {
    names = menu.map((food) => foldCase(food.name));
    nameIndexes.set(menu, names);
  }
  return names;
}

/**
 * Builds what the first filter and the first search need, each in an idle moment after the menu is
 * shown: at 10,000 dishes the tag index alone takes about 26 ms on a phone-speed CPU, which the
 * shopper's first tap would otherwise wait for. The function returned drops what has not run yet,
 * for a page that no longer shows the menu.
 */
export function prepareMenuAnswers(menu: readonly Food[]): () => void {
  let cancel = whenIdle(() => {
    tagIndexOf(menu);
    cancel = whenIdle(() => foldedNamesOf(menu));
  });
  return () => cancel();
}

/** GET /api/foods/tag/{tag} from the menu: the dishes with the tag, ignoring case; 'All' is every dish. */
export function dishesWithTag(menu: readonly Food[], tag: string): readonly Food[] {
  if (foldCase(tag) === foldCase(ALL_TAG)) return menu;
  return tagIndexOf(menu).get(foldCase(tag)) ?? [];
}

/** GET /api/foods/search/{term} from the menu: the dishes whose names match as nameMatches() says. */
export function dishesNamed(menu: readonly Food[], term: string): readonly Food[] {
  // nameMatches(name, term), with the names folded once per menu.
  const foldedNames = foldedNamesOf(menu);
  const folded = foldCase(term);
  return menu.filter((_, position) => foldedNames[position]?.includes(folded));
}

/** Equal as JSON values: the same text, number or flag, or lists and objects of equal values. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, at) => sameValue(item, b[at]));
  if (!isJsonObject(a) || !isJsonObject(b) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameValue(a[key], b[key]));
}

const sameDish = (a: Food, b: Food) => sameValue(a, b);

/**
 * The server's answer, which wins, told in the dishes already on screen wherever they are equal: the
 * cards (memo'd) then see the same props and do not render again, and an answer that changes nothing
 * is the shown list itself, so nothing renders at all.
 */
export function reconcileWithShown(answer: readonly Food[], shown: readonly Food[]): readonly Food[] {
  if (answer === shown) return shown;
  const byId = new Map(shown.map((food) => [food.id, food]));
  let unchanged = answer.length === shown.length;
  const reconciled = answer.map((food, position) => {
    const known = byId.get(food.id);
    const kept = known && sameDish(known, food) ? known : food;
    if (kept !== shown[position]) unchanged = false;
    return kept;
  });
  return unchanged ? shown : reconciled;
}
