/**
 * The diets and allergens a food may declare (optional extension fields of a food, docs/contract.md):
 * the wire's values with the words shoppers read. contract/check/document.test.ts keeps both lists
 * equal to the document's enums.
 */
import { FOOD_OPTIONAL_FIELDS } from './food-fields.gen';
import type { components } from './wire.gen';

export type Diet = components['schemas']['Diet'];
export type Allergen = components['schemas']['Allergen'];

export const DIETS = [
  { id: 'vegetarian', label: 'Vegetarian' },
  { id: 'vegan', label: 'Vegan' },
  { id: 'gluten-free', label: 'Gluten-free' },
] as const satisfies readonly { id: Diet; label: string }[];

/** The EU's 14 allergens that must be declared (Regulation 1169/2011, Annex II), in its order. */
export const ALLERGENS = [
  { id: 'gluten', label: 'Gluten' },
  { id: 'crustaceans', label: 'Crustaceans' },
  { id: 'eggs', label: 'Eggs' },
  { id: 'fish', label: 'Fish' },
  { id: 'peanuts', label: 'Peanuts' },
  { id: 'soybeans', label: 'Soya' },
  { id: 'milk', label: 'Milk' },
  { id: 'nuts', label: 'Tree nuts' },
  { id: 'celery', label: 'Celery' },
  { id: 'mustard', label: 'Mustard' },
  { id: 'sesame', label: 'Sesame' },
  { id: 'sulphites', label: 'Sulphites' },
  { id: 'lupin', label: 'Lupin' },
  { id: 'molluscs', label: 'Molluscs' },
] as const satisfies readonly { id: Allergen; label: string }[];

const dietIds: ReadonlySet<string> = new Set(FOOD_OPTIONAL_FIELDS.diets.items.enum);
const allergenIds: ReadonlySet<string> = new Set(FOOD_OPTIONAL_FIELDS.allergens.items.enum);

export const isDiet = (value: unknown): value is Diet => typeof value === 'string' && dietIds.has(value);
export const isAllergen = (value: unknown): value is Allergen =>
  typeof value === 'string' && allergenIds.has(value);

export const dietLabel = (id: Diet): string => DIETS.find((diet) => diet.id === id)?.label ?? id;
export const allergenLabel = (id: Allergen): string =>
  ALLERGENS.find((allergen) => allergen.id === id)?.label ?? id;
