/** The shape of a contract-check step, and helpers the step lists share. */
import { isJsonObject } from '../http/body';

export interface StepContext {
  foods: Record<string, unknown>[];
  email: string;
  password: string;
  userId: string;
  token: string;
  orderId: string;
  /** A second user, to provoke an email conflict. */
  otherId: string;
  otherToken: string;
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
    price: Math.round(Number(food.price) * (index + 1) * 100) / 100,
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
