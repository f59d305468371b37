// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, SEED_FOODS, SEED_ORDERS, SEED_USERS } from '@mocks/seed';
import { verifyPassword } from '@mocks/http/passwords';
import { ALLERGENS, DIETS } from '@contract/dietary';
import { roundCents } from '@contract/rounding';
import { buildSeed } from './build';
import { CUISINES } from './cuisines';
import { SEED_REFERENCE_DATE } from './orders';

const SEED_FILE = new URL('../mocks/data/seed.json', import.meta.url);
const IMAGE_DIR = new URL('../public/images/foods/', import.meta.url);

describe('the committed seed', () => {
  it('is exactly what `npm run seed` generates (deterministic, never stale)', async () => {
    const { json, images } = await buildSeed();
    expect(readFileSync(SEED_FILE, 'utf8')).toBe(json);
    const files = readdirSync(IMAGE_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.sort()).toEqual([...images.keys()].sort());
    for (const [file, svg] of images) expect(readFileSync(new URL(file, IMAGE_DIR), 'utf8'), file).toBe(svg);
  });

  it('has a plausible menu: dozens of dishes, several tags and cuisines, a few favourites', () => {
    expect(SEED_FOODS.length).toBeGreaterThanOrEqual(36);
    expect(new Set(SEED_FOODS.flatMap((food) => food.tags)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_FOODS.map((food) => food.origins[0])).size).toBe(CUISINES.length);
    expect(CUISINES.length).toBeGreaterThanOrEqual(6);
    const favourites = SEED_FOODS.filter((food) => food.favorite).length;
    expect(favourites).toBeGreaterThanOrEqual(3);
    expect(favourites).toBeLessThan(SEED_FOODS.length / 2);
    expect(new Set(SEED_FOODS.map((food) => food.name)).size).toBe(SEED_FOODS.length);
  });

  it('gives every dish well-formed values and its own picture', () => {
    for (const food of SEED_FOODS) {
      expect(food.id).toMatch(/^[0-9a-f]{24}$/);
      expect(food.imageUrl).toBe(`images/foods/${food.id}.svg`);
      expect(food.cookTime).toMatch(/^\d+-\d+$/);
      expect(food.stars * 2).toSatisfy(Number.isInteger);
      expect(food.stars).toBeGreaterThanOrEqual(0);
      expect(food.stars).toBeLessThanOrEqual(5);
      expect(food.price).toBeGreaterThan(0);
      expect(food.origins.length).toBeGreaterThan(0);
      expect(food.tags.length).toBeGreaterThan(0);
    }
    expect(new Set(SEED_FOODS.map((food) => food.id)).size).toBe(SEED_FOODS.length);
  });

  // Each dish's own entry in the curated menu, by name (names are unique, as checked above).
  const entries = new Map(
    CUISINES.flatMap((cuisine) =>
      cuisine.dishes.flatMap((slot) => slot.names.map((entry) => [entry.name, { cuisine, entry }] as const)),
    ),
  );

  it('names origins that belong to each dish: its country, then its own region if it has one', () => {
    for (const food of SEED_FOODS) {
      const { cuisine, entry } = entries.get(food.name)!;
      expect(food.origins, food.name).toEqual(
        entry.region ? [cuisine.country, entry.region] : [cuisine.country],
      );
    }
    expect(SEED_FOODS.find((food) => food.name === 'Cassata Siciliana')?.origins).toEqual([
      'Italy',
      'Sicily',
    ]);
  });

  it('describes every dish in two sentences: what is on the plate, then its region or cuisine', () => {
    for (const food of SEED_FOODS) {
      const { cuisine, entry } = entries.get(food.name)!;
      const [plate, place] = food.description?.split(/(?<=\.) /) ?? [];
      expect(plate, food.name).toBe(entry.about);
      expect(place, food.name).toMatch(/^[A-Z][^.]+\.$/);
      expect(place).toContain(
        entry.region && !food.name.includes(entry.region) ? entry.region : cuisine.name,
      );
    }
  });

  it('gives every dish the diets and allergens of its entry, in the contract’s order', () => {
    const order = (ids: readonly string[], all: readonly { id: string }[]) =>
      all.map(({ id }) => id).filter((id) => ids.includes(id));
    for (const food of SEED_FOODS) {
      const { entry } = entries.get(food.name)!;
      expect(food.diets, food.name).toEqual(order(entry.diets, DIETS));
      expect(food.allergens, food.name).toEqual(order(entry.allergens, ALLERGENS));
    }
    // The menu has dishes for each kind of shopper the filters serve.
    expect(SEED_FOODS.some((food) => food.diets?.includes('vegan'))).toBe(true);
    expect(SEED_FOODS.some((food) => food.allergens?.length === 0)).toBe(true);
    expect(SEED_FOODS.some((food) => food.allergens?.includes('peanuts'))).toBe(true);
  });

  it('draws small, titled SVGs', () => {
    for (const food of SEED_FOODS) {
      const svg = readFileSync(new URL(`${food.id}.svg`, IMAGE_DIR), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300"/);
      expect(svg).toContain(`<title>${food.name}</title>`);
      expect(svg.length).toBeLessThan(8_000);
      expect(svg).not.toMatch(/NaN|undefined|<image|href="http/);
    }
  });

  it('stores the demo accounts with hashed passwords that verify', async () => {
    expect(SEED_USERS.map(({ name, email, isAdmin }) => ({ name, email, isAdmin }))).toEqual([
      { name: 'Sam Shopper', email: 'shopper@foodstore.test', isAdmin: false },
      { name: 'Ada Admin', email: 'admin@foodstore.test', isAdmin: true },
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const user = SEED_USERS.find((candidate) => candidate.email === account.email);
      expect(user?.address).toMatch(/^\d+ .+, .+, [A-Z]{2} \d{5}$/);
      expect(user && (await verifyPassword(account.password, user))).toBe(true);
      expect(readFileSync(SEED_FILE, 'utf8')).not.toContain(account.password);
    }
  });

  it('gives the demo shopper a short, delivered order history before the reference date', () => {
    const shopper = SEED_USERS.find((user) => !user.isAdmin);
    expect(SEED_ORDERS.map((order) => order.status)).toEqual(['DELIVERED', 'DELIVERED']);
    const times = SEED_ORDERS.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const order of SEED_ORDERS) {
      expect(order).toMatchObject({ userId: shopper?.id, name: shopper?.name, address: shopper?.address });
      expect(order.id).toMatch(/^[0-9a-f]{24}$/);
      expect(order.paymentId).toMatch(/^DEMO-[0-9A-Z]{12}$/);
      expect(Date.parse(order.createdAt)).toBeLessThan(Date.parse(SEED_REFERENCE_DATE));
      expect(order.items.length).toBeGreaterThan(0);
      for (const { food, quantity, price } of order.items) {
        expect(SEED_FOODS).toContainEqual(food);
        expect(price).toBe(roundCents(food.price * quantity));
      }
      const total = order.items.reduce((sum, item) => sum + item.price, 0);
      expect(order.totalPrice).toBe(roundCents(total));
    }
  });

  it('gives each delivered order its whole life, paid after it was placed and delivered before the reference date', () => {
    for (const order of SEED_ORDERS) {
      expect(order.statusHistory.map((step) => step.status)).toEqual([
        'PAID',
        'PREPARING',
        'SHIPPED',
        'DELIVERED',
      ]);
      const times = order.statusHistory.map((step) => Date.parse(step.at));
      expect(times[0]).toBeGreaterThan(Date.parse(order.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)).toBeLessThan(Date.parse(SEED_REFERENCE_DATE));
    }
  });
});
