/**
 * The seed, generated once by `npm run seed` (scripts/generate-seed.ts, faker with a fixed seed) and
 * committed as JSON, so faker never reaches the browser bundle.
 */
import type { Food } from '@/types/api';
import seedData from './data/seed.json';
import type { UserRecord } from './db/records';

export { DEMO_ACCOUNTS } from './demo-accounts';

interface SeedData {
  /** A fingerprint of the content: stored mock data from another seed is discarded. */
  id: string;
  /** Image URLs are relative (`images/foods/<id>.svg`); handlers make them absolute. */
  foods: Food[];
  /** The demo accounts, with salted password hashes only. */
  users: UserRecord[];
}

const seed: SeedData = seedData;

export const SEED_ID: string = seed.id;
export const SEED_FOODS: readonly Food[] = seed.foods;
export const SEED_USERS: readonly UserRecord[] = seed.users;
