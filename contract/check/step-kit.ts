/** The shape of a contract-check step, and helpers the step lists share. */
import { isJsonObject } from '../json';
import { roundCents } from '../rounding';

/** An existing admin account; a real server's admins are not ours to create. */
export interface AdminCredentials {
  email: string;
  password: string;
}

export interface StepContext {
  foods: Record<string, unknown>[];
  email: string;
  password: string;
  userId: string;
  token: string;
  orderId: string;
  /** A second user, to provoke an email conflict and to read the first user's order. */
  otherId: string;
  otherToken: string;
  /** A second session of the first user, for the logout steps to end. */
  logoutToken: string;
  /** Unique per run, so the admin list can tell this run's order apart. */
  paymentId: string;
  /** Null unless given: the steps that need an admin are then skipped. */
  admin: AdminCredentials | null;
  adminToken: string;
}

export interface Step {
  name: string;
  method: 'GET' | 'POST';
  path: (context: StepContext) => string;
  /** A JSON value, or a string sent as-is (to send malformed JSON). */
  body?: (context: StepContext) => unknown;
  token?: (context: StepContext) => string;
  /** Acceptable statuses; anything else fails the step. */
  expect: readonly number[];
  /** Records what later steps need, returning problems with the (contract-valid) body. */
  after?: (body: unknown, context: StepContext) => string[];
  /** Why the step cannot run here, or null when it can. */
  skip?: (context: StepContext) => string | null;
}

export const NO_SUCH_ID = '000000000000000000000000';
export const list = (body: unknown) => (Array.isArray(body) ? body.filter(isJsonObject) : []);
export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const firstFood = (context: StepContext) => context.foods[0] ?? {};
export const searchTerm = (context: StepContext) => text(firstFood(context).name).slice(0, 4);
export const firstTag = (context: StepContext) => {
  const tags = firstFood(context).tags;
  return Array.isArray(tags) ? text(tags[0]) : '';
};
export const profile = (context: StepContext) => ({
  id: context.userId,
  name: 'Contract Checker',
  email: context.email,
  address: '1 Contract Street, Testville',
});
export const orderBody = (context: StepContext) => {
  const items = context.foods.slice(0, 2).map((food, index) => ({
    food,
    quantity: index + 1,
    price: roundCents(Number(food.price) * (index + 1)),
  }));
  return {
    items,
    totalPrice: items.reduce((sum, item) => sum + item.price, 0),
    name: 'Contract Checker',
    address: '1 Contract Street, Testville',
    addressLatLng: { lat: 52.52000659, lng: 13.40495399 },
  };
};

export function problemsIf(condition: boolean, problem: string): string[] {
  return condition ? [problem] : [];
}

/** The entry of a list body with this id (an order in a list of orders), or an empty object. */
export const entryWithId = (body: unknown, id: string) => list(body).find((entry) => entry.id === id) ?? {};

/** Problems when a list of orders is not newest first by createdAt. */
export function newestFirstProblems(body: unknown): string[] {
  const times = list(body).map((order) => Date.parse(text(order.createdAt)));
  const unordered = times.some((time, index) => index > 0 && time > (times[index - 1] ?? time));
  return problemsIf(unordered, 'the orders are not newest first');
}
