/** Data as the app meets it, for tests and stories: stored users, served dishes, demo accounts. */
import { DEMO_ACCOUNTS, SEED_FOODS } from '@mocks/seed';
import type { DemoAccount } from '@contract/demo';
import type { Food, LatLng, User } from '@contract/types';

/** A logged-in user as the browser would have stored them (`parameters.storage.user`). */
export function storedUser(changes: Partial<User> = {}): User {
  return {
    id: 'story-user',
    name: 'Sam Shopper',
    email: 'shopper@foodstore.test',
    address: '12 Market Street, Springfield',
    token: 'story-token',
    isAdmin: false,
    ...changes,
  };
}

/** A dish as the API would serve it: the seed's relative image path made absolute for any story URL. */
export function asServed(food: Food, changes: Partial<Food> = {}): Food {
  return { ...food, imageUrl: `${import.meta.env.BASE_URL}${food.imageUrl}`, ...changes };
}

/** The first seed dish that fits the story, so stories survive a regenerated seed. */
export function seedFood(fits: (food: Food) => boolean, changes: Partial<Food> = {}): Food {
  const food = SEED_FOODS.find(fits);
  if (!food) throw new Error('The seed has no dish that fits this story.');
  return asServed(food, changes);
}

/** A demo account's credentials (the seed stores only hashes of these passwords). */
export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`The seed has no ${role} demo account.`);
  return account;
}

/** Where story orders are delivered: Berlin's centre, a point the stubbed map shows plainly. */
export const STORY_POINT: LatLng = { lat: 52.52, lng: 13.405 };
