/**
 * Every field of the contract's Food, read from the document, pushed through each stage a dish takes
 * from the menu to the app (docs/contract.md, "Adding a field to a dish"): a field one of them loses
 * fails here with the stage's name and the field's.
 */
import { en, Faker } from '@faker-js/faker';
import { http, HttpResponse } from 'msw';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { foodProblems } from '@contract/check/food-schema';
import { loadContractDocument } from '@contract/check/load';
import { isJsonObject, type JsonObject } from '@contract/json';
import type { Food, CartItem } from '@contract/types';
import seedData from '@mocks/data/seed.json';
import { createCatalogue } from '@mocks/catalogue';
import { foodShapeProblem, isOrder } from '@mocks/db/shape';
import { createFoodHandlers } from '@mocks/handlers/foods';
import { server } from '@mocks/node';
import { call, json } from '@mocks/testing/api';
import { generateDishes } from '../../menu-maker/foods';
import { parseMenu } from '../../menu-maker/cuisines';
import { foodsApi } from '@/features/foods/api/foods-api';
import { makeStore } from '@/store/store';

const schemas = loadContractDocument().components?.schemas ?? {};
const foodSchema = schemas.Food as { properties: Record<string, JsonObject>; required: string[] };
const FIELDS = Object.keys(foodSchema.properties);

/** The schema of a property, through its `$ref`. */
const resolved = (schema: JsonObject): JsonObject => {
  const name = typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1) : undefined;
  const target = name === undefined ? undefined : schemas[name];
  return isJsonObject(target) ? resolved(target) : schema;
};

/** A value the schema allows: its example, else its first listed value, else one of its type. */
function sampleOf(schema: JsonObject): unknown {
  const own = resolved(schema);
  if (Array.isArray(own.examples)) return own.examples[0];
  if (Array.isArray(own.enum)) return own.enum[0];
  if (own.type === 'array') return [sampleOf(isJsonObject(own.items) ? own.items : {})];
  if (own.type === 'number' || own.type === 'integer') return own.minimum ?? 1;
  if (own.type === 'boolean') return true;
  return 'Sample';
}

const seedFoods: unknown[] = seedData.foods;
/** A dish with the required fields alone, taken from the seed, then carrying the one field asked for. */
const plain = Object.fromEntries(
  foodSchema.required.map((field) => [field, (seedFoods[0] as JsonObject)[field]]),
) as Food;
const carrying = (field: string): Food => ({
  ...plain,
  id: `stage${FIELDS.indexOf(field)}`,
  [field]: field === 'id' ? `stage${FIELDS.indexOf(field)}` : sampleOf(foodSchema.properties[field]!),
});

const lost = (stage: string, field: string, where: string) =>
  `${stage} loses the Food field "${field}": ${where}`;

describe.each(FIELDS)('the Food field "%s"', (field) => {
  const food = carrying(field);

  it('is a field this test can make a dish with', () => {
    expect(foodProblems(food), `the sample dish of "${field}" must fit the contract`).toEqual([]);
  });

  it('survives the seed: the menu check, the dish made, the check of every dish, seed.json', () => {
    const value = food[field as keyof Food];
    const menu = stringify([
      {
        name: 'Stagian',
        country: 'Stageland',
        palette: { table: '#f6e7d7', check: '#c8553d', accent: '#3d8b37' },
        dishes: [
          {
            kind: 'soup',
            tags: ['Soup'],
            names: [{ name: 'Stage Soup', about: 'A test.', diets: [], allergens: [], [field]: value }],
          },
        ],
      },
    ]);
    const cuisines = parseMenu(menu, 'menu/stage.yaml');
    const [made] = generateDishes(
      new Faker({ locale: en, seed: 1 }),
      new Faker({ locale: en, seed: 2 }),
      cuisines,
    );
    expect(
      made?.food[field as keyof Food],
      lost('the seed (menu-maker/foods.ts)', field, 'a menu entry stating it made a dish without it'),
    ).toBeDefined();
    expect(
      foodProblems(made?.food),
      lost("the seed's check (contract/check/food-schema.ts)", field, 'it refuses the dish made'),
    ).toEqual([]);
    expect(
      seedFoods.some((dish) => isJsonObject(dish) && dish[field] !== undefined),
      lost(
        'the seed (mocks/data/seed.json)',
        field,
        'no dish carries it; state it on a dish in menu-maker/menu/*.yaml, then `npm run seed`',
      ),
    ).toBe(true);
  });

  it("passes the mock's check of stored and imported data", () => {
    expect(
      foodShapeProblem(food),
      lost("the mock's check (mocks/db/shape.ts)", field, 'it refuses a dish carrying it'),
    ).toBe('');
    const [order] = seedData.orders;
    const item: CartItem = { food, quantity: 1, price: food.price };
    expect(
      isOrder({ ...order, items: [item] }),
      lost("the mock's check (mocks/db/shape.ts)", field, 'it refuses an order of a dish carrying it'),
    ).toBe(true);
  });

  it("reaches the wire: the mock's food calls answer it", async () => {
    server.use(...createFoodHandlers(createCatalogue(() => [food])));
    const one = json<JsonObject>(await call(`/api/foods/${food.id}`));
    const [listed] = json<JsonObject[]>(await call('/api/foods'));
    const where = 'GET /api/foods/{id} and GET /api/foods answer the dish';
    expect(
      one[field],
      lost(
        "the mock's wire writer (mocks/http/wire.ts, mocks/handlers/foods.ts)",
        field,
        `${where} without it`,
      ),
    ).toBeDefined();
    expect(
      listed?.[field],
      lost(
        "the mock's wire writer (mocks/http/wire.ts, mocks/handlers/foods.ts)",
        field,
        `${where} without it`,
      ),
    ).toBeDefined();
  });

  it("is kept by the app's reader of a server's answer", async () => {
    // A server of its own, so that a field the mock's writer loses fails that stage alone.
    server.use(
      http.get('*/api/foods', () => HttpResponse.json([food])),
      http.get('*/api/foods/:id', () => HttpResponse.json(food)),
    );
    const store = makeStore();
    const one = await store.dispatch(foodsApi.endpoints.getFood.initiate(food.id)).unwrap();
    const [listed] = await store.dispatch(foodsApi.endpoints.getFoods.initiate()).unwrap();
    const where = 'the dish read from GET /api/foods/{id} and GET /api/foods';
    expect(
      one?.[field as keyof Food],
      lost("the app's reader (src/utils/normalize.ts toFood)", field, `${where} lacks it`),
    ).toBeDefined();
    expect(
      listed?.[field as keyof Food],
      lost("the app's reader (src/utils/normalize.ts toFood)", field, `${where} lacks it`),
    ).toBeDefined();
  });
});
