/** Reads the menu from menu/*.yaml, refusing a malformed entry with a message that names its file and dish. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { foodFieldProblems } from '@contract/check/food-schema';
import { isAllergen, isDiet } from '@contract/dietary';
import {
  KIND_TRAITS,
  statedFoodFields,
  type Cuisine,
  type DishKind,
  type DishName,
  type DishSlot,
} from './menu-types';

/** The order is part of the seed: changing it changes which names and numbers faker picks. */
const MENU_FILES = ['europe.yaml', 'americas.yaml', 'east-asia.yaml', 'south-asia.yaml'];

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const isColour = (value: unknown) => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

function checkDish(entry: unknown, where: string): DishName {
  if (!isRow(entry))
    throw new Error(`${where}: a dish must be a mapping with name, about, diets and allergens`);
  const name = isText(entry.name) ? entry.name : '(no name)';
  const fail = (problem: string) => new Error(`${where}, dish "${name}": ${problem}`);
  if (!isText(entry.name)) throw fail('"name" must be non-empty text');
  if (!isText(entry.about)) throw fail('"about" must be one sentence of text');
  if (entry.tags !== undefined && !isTextList(entry.tags)) throw fail('"tags" must be a list of text');
  if (entry.region !== undefined && !isText(entry.region)) throw fail('"region" must be text');
  if (!Array.isArray(entry.diets) || !entry.diets.every(isDiet)) {
    throw fail(`"diets" must be a list (maybe empty) of known diets, got ${JSON.stringify(entry.diets)}`);
  }
  if (!Array.isArray(entry.allergens) || !entry.allergens.every(isAllergen)) {
    throw fail(
      `"allergens" must be a list (maybe empty) of the 14 allergens, got ${JSON.stringify(entry.allergens)}`,
    );
  }
  for (const [field, value] of statedFoodFields(entry)) {
    const problems = foodFieldProblems(field, value);
    if (problems.length > 0) throw fail(`"${field}" does not fit the contract: ${problems.join('; ')}`);
  }
  return entry as unknown as DishName;
}

function checkSlot(entry: unknown, where: string): DishSlot {
  if (!isRow(entry) || !(typeof entry.kind === 'string' && entry.kind in KIND_TRAITS)) {
    throw new Error(`${where}: "kind" must be one of ${Object.keys(KIND_TRAITS).join(', ')}`);
  }
  if (!isTextList(entry.tags)) throw new Error(`${where}: "tags" must be a list of text`);
  if (!Array.isArray(entry.names) || entry.names.length === 0)
    throw new Error(`${where}: "names" must list dishes`);
  return {
    kind: entry.kind as DishKind,
    tags: entry.tags,
    names: entry.names.map((dish) => checkDish(dish, where)),
  };
}

function checkCuisine(entry: unknown, file: string): Cuisine {
  if (!isRow(entry) || !isText(entry.name)) throw new Error(`${file}: every cuisine needs a "name"`);
  const where = `${file}, cuisine "${entry.name}"`;
  if (!isText(entry.country)) throw new Error(`${where}: "country" must be text`);
  const palette = entry.palette;
  if (!isRow(palette) || !['table', 'check', 'accent'].every((key) => isColour(palette[key]))) {
    throw new Error(`${where}: "palette" needs table, check and accent as #rrggbb colours`);
  }
  if (!Array.isArray(entry.dishes)) throw new Error(`${where}: "dishes" must be a list`);
  return { ...(entry as unknown as Cuisine), dishes: entry.dishes.map((slot) => checkSlot(slot, where)) };
}

/** Checks one menu file's text; `file` only labels the messages. */
export function parseMenu(text: string, file: string): Cuisine[] {
  const cuisines: unknown = parse(text);
  if (!Array.isArray(cuisines)) throw new Error(`${file}: the file must be a list of cuisines`);
  return cuisines.map((cuisine) => checkCuisine(cuisine, file));
}

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL under jsdom.
const menuDir = `${resolve(dirname(fileURLToPath(import.meta.url)), 'menu')}/`;

export const CUISINES: readonly Cuisine[] = MENU_FILES.flatMap((file) =>
  parseMenu(readFileSync(`${menuDir}${file}`, 'utf8'), `menu/${file}`),
);
