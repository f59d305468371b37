/**
 * The seed, generated once by `npm run seed` (menu-maker/generate.ts, faker with a fixed seed) and
 * committed as JSON, so faker never reaches the browser bundle.
 */
import type { Food } from '@contract/types';
import seedData from './data/seed.json';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { FavoriteRecord, OrderRecord, UserRecord } from './db/records';
import { foodShapeProblem, isFood, isOrder } from './db/shape';

export { DEMO_ACCOUNTS };

interface SeedData {
  /** A fingerprint of the content: stored mock data from another seed is discarded. */
  id: string;
  /** The demo accounts, with salted password hashes only. */
  users: UserRecord[];
}

const seed: SeedData = seedData;

/** JSON types a diet or allergen as any string: the shape check proves they are the contract's. */
function seedFoods(foods: readonly unknown[]): readonly Food[] {
  if (foods.every(isFood)) return foods;
  const problem = foods.map(foodShapeProblem).find(Boolean);
  throw new Error(`mocks/data/seed.json holds a food the mock's check refuses (its "${problem}").`);
}

/** JSON types a status as any string: the shape check proves the seed's orders are real orders. */
function seedOrders(orders: readonly unknown[]): readonly OrderRecord[] {
  if (!orders.every(isOrder)) throw new Error('mocks/data/seed.json holds a malformed order.');
  return orders;
}

export const SEED_ID: string = seed.id;
/** Image URLs are relative (`images/foods/<id>.svg`); handlers make them absolute. */
export const SEED_FOODS: readonly Food[] = seedFoods(seedData.foods);
export const SEED_USERS: readonly UserRecord[] = seed.users;
/** The demo shopper's past orders, oldest first (the table's creation order). */
export const SEED_ORDERS: readonly OrderRecord[] = seedOrders(seedData.orders);

/**
 * The seed's `favorite: true` dishes are the demo shopper's favourites. Nobody else's: the food calls
 * answer `favorite` per user from these rows, never from the dish as stored.
 */
function seedFavorites(): readonly FavoriteRecord[] {
  const email = DEMO_ACCOUNTS.find((account) => account.role === 'shopper')?.email;
  const shopper = SEED_USERS.find((user) => user.email === email);
  if (!shopper) throw new Error('mocks/data/seed.json has no demo shopper.');
  return SEED_FOODS.filter((food) => food.favorite).map((food) => ({ userId: shopper.id, foodId: food.id }));
}

export const SEED_FAVORITES: readonly FavoriteRecord[] = seedFavorites();
