/** Data as the app meets it, for tests and stories: stored users, served dishes, demo accounts. */
import { DEMO_ACCOUNTS, SEED_FOODS } from '@mocks/seed';
import type { DemoAccount } from '@contract/demo';
import type { Food, LatLng, Order, OrderStatus, User } from '@contract/types';

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

const PAID_AT = Date.parse('2026-03-14T12:00:00.000Z');
const LIFE_STEP_MS = 8 * 60_000;

/** When the fixture's order took its step number `step` (0: paid); step 4 is the estimated delivery. */
export const lifeStepAt = (step: number) => new Date(PAID_AT + step * LIFE_STEP_MS).toISOString();

/**
 * `order` as a server running its life answers it once it has reached the last of `steps`: each step
 * stamped with `lifeStepAt`, the estimate while active. `history: false` is a server without either.
 */
export function orderReached(order: Order, steps: OrderStatus[], { history = true } = {}): Order {
  const status = steps.at(-1) ?? order.status;
  const active = ['PAID', 'PREPARING', 'SHIPPED'].includes(status);
  const reached: Order = { ...order, status };
  delete reached.statusHistory;
  delete reached.estimatedDeliveryAt;
  if (!history) return reached;
  return {
    ...reached,
    statusHistory: steps.map((step, index) => ({ status: step, at: lifeStepAt(index) })),
    ...(active ? { estimatedDeliveryAt: lifeStepAt(4) } : {}),
  };
}
