/** The curated menu the seed generator draws from: faker picks among these, so names stay plausible. */
import type { Allergen, Diet } from '@contract/dietary';
import { FOOD_OPTIONAL_FIELDS } from '@contract/food-fields.gen';

/** What the illustration draws; several cuisines share a kind. */
export type DishKind =
  | 'pizza'
  | 'burger'
  | 'soup'
  | 'noodles'
  | 'salad'
  | 'sushi'
  | 'cake'
  | 'bake'
  | 'icecream'
  | 'taco'
  | 'curry'
  | 'dumplings'
  | 'skewer';

export interface CuisinePalette {
  /** Table colour behind the plate. */
  table: string;
  /** Tablecloth check, drawn faintly over the table. */
  check: string;
  /** Bowls, cups and plate rims. */
  accent: string;
}

/** One dish a menu position may hold, with what only this dish has. */
export interface DishName {
  name: string;
  /** Tags only this dish earns (e.g. 'Vegetarian'), after its position's. */
  tags?: readonly string[];
  /** The place within the country the dish belongs to, if it belongs to one: its second origin. */
  region?: string;
  /** What is on the plate, in one sentence: the start of the dish's description. */
  about: string;
  /**
   * The diets the kitchen's recipe suits ([] for none) and the allergens it contains ([] for none of the
   * 14), declared for every dish: a shopper with an allergy trusts them, so seed.test.ts checks them
   * against each other and against the words in the name and `about`.
   */
  diets: readonly Diet[];
  allergens: readonly Allergen[];
  /*
   * A dish may also state any other optional field of the contract's Food (`spiceLevel: hot`): the
   * menu's check holds it to the field's schema and the dish gets it as stated (statedFoodFields).
   */
}

const OPTIONAL_FOOD_FIELDS: ReadonlySet<string> = new Set(Object.keys(FOOD_OPTIONAL_FIELDS));

/** The optional fields of the contract's Food that a menu entry states, with their values. */
export const statedFoodFields = (entry: object): [field: string, value: unknown][] =>
  Object.entries(entry).filter(([field]) => OPTIONAL_FOOD_FIELDS.has(field));

/** One menu position: faker picks one of the names. */
export interface DishSlot {
  kind: DishKind;
  tags: readonly string[];
  names: readonly DishName[];
}

export interface Cuisine {
  /** As an adjective: 'Italian'. */
  name: string;
  /** Every dish's first origin. */
  country: string;
  palette: CuisinePalette;
  dishes: readonly DishSlot[];
}

export interface KindTraits {
  /** Whole-dollar price range. */
  price: readonly [min: number, max: number];
  /** Range of the shortest cook time in minutes (multiples of 5). */
  cook: readonly [min: number, max: number];
  /** Desserts are not tagged as lunch or dinner. */
  meal: boolean;
}

export const KIND_TRAITS: Record<DishKind, KindTraits> = {
  pizza: { price: [11, 18], cook: [10, 20], meal: true },
  burger: { price: [9, 15], cook: [10, 15], meal: true },
  soup: { price: [6, 12], cook: [10, 30], meal: true },
  noodles: { price: [10, 16], cook: [10, 25], meal: true },
  salad: { price: [7, 13], cook: [5, 10], meal: true },
  sushi: { price: [12, 22], cook: [10, 20], meal: true },
  cake: { price: [5, 9], cook: [5, 10], meal: false },
  bake: { price: [12, 17], cook: [30, 45], meal: true },
  icecream: { price: [4, 8], cook: [5, 5], meal: false },
  taco: { price: [8, 13], cook: [10, 15], meal: true },
  curry: { price: [11, 18], cook: [20, 35], meal: true },
  dumplings: { price: [8, 14], cook: [10, 20], meal: true },
  skewer: { price: [9, 16], cook: [15, 25], meal: true },
};
