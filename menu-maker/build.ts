/**
 * Builds the seed: mocks/data/seed.json and one SVG per dish. Pure (no file access) and deterministic,
 * so a test can regenerate it and compare with what is committed.
 */
import { en, Faker, faker } from '@faker-js/faker';
import { foodProblems } from '@contract/check/food-schema';
import { toHex } from '@mocks/http/ids';
import { renderDishSvg } from './art';
import { CUISINES } from './cuisines';
import { generateDishes } from './foods';
import { generateOrders } from './orders';
import { generateUsers } from './users';

const FAKER_SEED = 20_260_101;
/** The descriptions' own stream: their wording never moves the numbers FAKER_SEED draws. */
const PROSE_SEED = 20_261_122;

export interface SeedOutput {
  /** The text of mocks/data/seed.json. */
  json: string;
  /** File name (`<id>.svg`) → SVG text, for public/images/foods/. */
  images: Map<string, string>;
}

async function fingerprint(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest)).slice(0, 16);
}

export async function buildSeed(): Promise<SeedOutput> {
  faker.seed(FAKER_SEED);
  const dishes = generateDishes(faker, new Faker({ locale: en, seed: PROSE_SEED }), CUISINES);
  const foods = dishes.map(({ food }) => food);
  for (const food of foods) {
    const problems = foodProblems(food);
    if (problems.length > 0)
      throw new Error(`Dish "${food.name}" breaks the contract: ${problems.join('; ')}`);
  }
  const users = await generateUsers(faker);
  // Last, so the dishes and users (and their pictures) stay what they were before orders existed.
  const orders = generateOrders(faker, foods, users);
  const content = { foods, users, orders };
  const json = `${JSON.stringify({ id: await fingerprint(JSON.stringify(content)), ...content }, null, 2)}\n`;
  const images = new Map(dishes.map(({ art }) => [`${art.id}.svg`, renderDishSvg(art)]));
  return { json, images };
}
