/**
 * How the shopper has asked to see a list of dishes: its order and its filters, named as they are in
 * the address (`?sort=price-asc&diet=vegan&without=peanuts`, docs/product.md §2). One table,
 * `MENU_QUERY`, says each parameter once: how the address gives it, and for a filter the dishes it
 * keeps, what a menu needs to apply it, its chips and its control. Everything else is derived from it:
 * the routes' reading of the address, the panel and the phone's sheet (components/filter-controls.tsx),
 * the chips and the count of active filters, which filters a menu can apply, and the filtering itself
 * (menu-filters.ts). A new filter is one entry here (and its key in menu-params.ts, which the type
 * checker asks for).
 */
import {
  ALLERGENS,
  DIETS,
  allergenLabel,
  dietLabel,
  isAllergen,
  isDiet,
  type Allergen,
  type Diet,
} from '@contract/dietary';
import { foldCase } from '@contract/search';
import type { Food } from '@contract/types';
import { MENU_PARAMS, type MenuParam } from './menu-params';
import { priceLimit } from './price-limit';

export const MENU_SORTS = [
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'rating', label: 'Top rated' },
  { id: 'quickest', label: 'Quickest to cook' },
  { id: 'name', label: 'Name (A–Z)' },
] as const;

export type MenuSort = (typeof MENU_SORTS)[number]['id'];

/** One of a filter's choices: its value in the address and the words on its checkbox. */
export interface Choice<Id extends string = string> {
  id: Id;
  label: string;
}

/** A parameter of the menu's query, whose value is a `Value`. */
export interface ParamSpec<Value> {
  /**
   * Its value from the address: text, a list where the key is given more than once (or the app's own
   * value, which the router reads again on a navigation). Undefined when absent or garbled, never an
   * error: a shared or hand-edited link still opens its list.
   */
  read: (raw: unknown) => Value | undefined;
  /** Absent for a parameter that filters nothing (the sort). */
  filter?: FilterSpec<Value>;
}

export interface FilterSpec<Value> {
  /** The dishes it keeps, at this value. */
  keeps: (value: Value) => (food: Food) => boolean;
  /** The filter as the shopper reads it, one chip for each part (a list's every item), each counted as a filter. */
  chips: (value: Value) => Chip<Value>[];
  /** What a menu needs to apply it; without, every menu can. */
  needs?: Needs;
  /** Its control in the desktop's panel and the phone's sheet. */
  control: Control<Value>;
}

export interface Chip<Value> {
  label: string;
  /** The filter's value without this chip's part; none, the filter is left out. */
  rest?: Value;
}

/** What a menu needs to apply a filter; one that cannot says so in the control's place and on its chips. */
export type Needs = {
  /** In the control's place. */
  unavailable: string;
  /** Why a chip of it is not applied. */
  notApplied: string;
} & (
  | {
      /**
       * A field of a dish a server may omit (docs/contract.md): a menu where no dish has it cannot
       * apply the filter.
       */
      dishesSay: keyof Food;
    }
  | {
      /** A logged-in shopper; `unavailable` follows a 'Log in' link. */
      login: true;
    }
);

/** How a control is drawn (components/filter-controls.tsx). */
export type Control<Value> =
  /** A checkbox for each choice, a group under `legend`; nothing when there is nothing to choose. */
  | {
      kind: 'checkboxes';
      legend: string;
      /** Many choices: laid out in columns. */
      columns?: boolean;
      /** From the menu's `tags` (the page's own tag aside), or fixed. */
      choices: (tags: readonly string[]) => readonly Choice[];
      chosen: (value: Value | undefined, id: string) => boolean;
      toggled: (value: Value | undefined, id: string, on: boolean) => Value | undefined;
    }
  /** A select: `none`, or one of `options`. */
  | {
      kind: 'select';
      label: string;
      none: string;
      /** The options, given the value chosen (one a link asked for is offered too). */
      options: (value: Value | undefined) => readonly Value[];
      describe: (option: Value) => string;
    }
  /** One checkbox, whose value when ticked is `on`. */
  | { kind: 'toggle'; label: string; on: Value };

/** Every value of a key that was given once or more, each as its text. */
const valuesOf = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]);

/**
 * A filter on a list of values, the key repeated in the address (each value once, in the order the
 * shopper chose them, at most `max`), a checkbox for each choice and a chip for each value.
 */
function listFilter<Item extends string>({
  is,
  max = Infinity,
  chip,
  keeps,
  needs,
  control,
}: {
  is: (value: unknown) => value is Item;
  max?: number;
  chip: (item: Item) => string;
  keeps: (items: readonly Item[]) => (food: Food) => boolean;
  needs?: Needs;
  control: { legend: string; columns?: boolean; choices: (tags: readonly string[]) => readonly Choice[] };
}): ParamSpec<Item[]> {
  // A list left empty is undefined, which the address leaves out (src/utils/query-string.ts).
  const listOrNone = (items: Item[]) => (items.length ? items : undefined);
  return {
    read: (raw) => listOrNone([...new Set(valuesOf(raw).filter(is))].slice(0, max)),
    filter: {
      keeps,
      chips: (items) =>
        items.map((item) => ({
          label: chip(item),
          rest: listOrNone(items.filter((other) => other !== item)),
        })),
      needs,
      control: {
        kind: 'checkboxes',
        ...control,
        chosen: (items = [], id) => items.some((item) => item === id),
        toggled: (items = [], id, on) =>
          listOrNone(on ? (is(id) ? [...items, id] : items) : items.filter((item) => item !== id)),
      },
    },
  };
}

/** A tag is text, as a path's tag is; an address can carry only so many, each so long. */
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 100;
const isTag = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TAG_LENGTH;

const isSort = (value: unknown): value is MenuSort => MENU_SORTS.some((sort) => sort.id === value);

/** The maximum prices offered, in dollars; one a link asks for besides these is offered too. */
const PRICE_STEPS = [5, 8, 10, 12, 15, 20, 25, 30];

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
 * Every parameter, in the order of the panel and the chips. The dishes' diets and allergens are
 * optional (docs/contract.md): a dish that does not say its own passes no filter on them, since
 * "without peanuts" must never include a dish nobody checked.
 */
const TABLE = {
  /** No `sort` is the server's own order, 'Recommended'. */
  sort: { read: (raw) => valuesOf(raw).find(isSort) } satisfies ParamSpec<MenuSort>,
  /** Diets a dish must suit, every one. */
  diet: listFilter<Diet>({
    is: isDiet,
    chip: dietLabel,
    keeps: (diets) => (food) => diets.every((diet) => food.diets?.includes(diet)),
    needs: {
      dishesSay: 'diets',
      unavailable: 'Diet filters are not available for this menu.',
      notApplied: 'this menu does not list diets',
    },
    control: { legend: 'Diet', choices: () => DIETS },
  }),
  /** Allergens a dish must not contain. */
  without: listFilter<Allergen>({
    is: isAllergen,
    chip: (allergen) => `Without ${allergenLabel(allergen)}`,
    keeps: (allergens) => (food) =>
      food.allergens !== undefined && !food.allergens.some((allergen) => allergens.includes(allergen)),
    needs: {
      dishesSay: 'allergens',
      unavailable: 'Allergen filters are not available for this menu.',
      notApplied: 'this menu does not list allergens',
    },
    control: { legend: 'Without', columns: true, choices: () => ALLERGENS },
  }),
  maxPrice: {
    read: priceOf,
    filter: {
      keeps: (price) => (food) => food.price <= price,
      chips: (price) => [{ label: priceLimit(price) }],
      control: {
        kind: 'select',
        label: 'Maximum price',
        none: 'Any price',
        options: (price) =>
          [...new Set([...PRICE_STEPS, ...(price === undefined ? [] : [price])])].sort((a, b) => a - b),
        describe: priceLimit,
      },
    },
  } satisfies ParamSpec<number>,
  /** The shopper's favourites only. */
  favourites: {
    read: (raw) => (valuesOf(raw).some((value) => value === '1' || value === 1) ? 1 : undefined),
    filter: {
      keeps: () => (food) => food.favorite,
      chips: () => [{ label: 'Favourites only' }],
      needs: {
        login: true,
        unavailable: 'to see only your favourites.',
        notApplied: 'log in to see your favourites',
      },
      control: { kind: 'toggle', label: 'Favourites only', on: 1 },
    },
  } satisfies ParamSpec<1>,
  /** Tags a dish must have, every one, in any case (on a tag's page, besides that tag). */
  tag: listFilter<string>({
    is: isTag,
    max: MAX_TAGS,
    chip: (tag) => `Tag: ${tag}`,
    keeps: (tags) => {
      const wanted = tags.map(foldCase);
      return (food) => wanted.every((tag) => food.tags.some((own) => foldCase(own) === tag));
    },
    control: {
      legend: 'Tags',
      columns: true,
      choices: (tags) => tags.map((tag) => ({ id: tag, label: tag })),
    },
  }),
} satisfies Record<MenuParam, unknown>;

/** The value of `Param` in the query. */
export type MenuValue<Param extends MenuParam> = NonNullable<ReturnType<(typeof TABLE)[Param]['read']>>;

/** The query: each parameter's value, absent when the address does not give it. */
export type MenuQuery = { [Param in MenuParam]?: MenuValue<Param> };

/** The table, each entry checked against its own value's type. */
export const MENU_QUERY: { readonly [Param in MenuParam]: ParamSpec<MenuValue<Param>> } = TABLE;

/** The parameters in the table's order: the panel's and the chips'. */
export const MENU_QUERY_PARAMS = Object.keys(TABLE) as MenuParam[];

/** The parameters in the address's order, in which a navigation adds the keys the address did not have. */
const ADDRESS_ORDER = MENU_PARAMS.split(' ') as MenuParam[];

const setParam = <Param extends MenuParam>(query: MenuQuery, param: Param, value: MenuQuery[Param]) => {
  query[param] = value;
};

/**
 * The menu's pages' query (`/`, `/search/{term}`, `/tag/{tag}`), read once at the route
 * (docs/product.md §2): what a link may carry, and nothing else. A value it does not know, given
 * twice or garbled, is left out, never an error.
 */
export function readMenuQuery(raw: Record<string, unknown>): MenuQuery {
  // Every key, those left out undefined: the router lays a route's search over the address's raw
  // one, where a garbled value would otherwise show through.
  const query: MenuQuery = {};
  for (const param of ADDRESS_ORDER) setParam(query, param, MENU_QUERY[param].read(raw[param]));
  return query;
}

/** The query without its filters: what 'Clear filters' leaves. */
export function withoutFilters(query: MenuQuery): MenuQuery {
  const kept: MenuQuery = {};
  for (const param of MENU_QUERY_PARAMS) if (!MENU_QUERY[param].filter) setParam(kept, param, query[param]);
  return kept;
}
