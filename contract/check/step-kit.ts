/** The shape of a contract-check step, what steps hand on to later ones, and helpers the step lists share. */
import { isJsonObject } from '../json';
import { leastChoices } from '../options';
import { unitPrice } from '../order-line';
import { roundCents } from '../rounding';
import type { OptionGroup } from '../types';
import { foodFieldProblems } from './food-schema';

/** An existing admin account; a real server's admins are not ours to create. */
export interface AdminCredentials {
  email: string;
  password: string;
}

export interface StepContext {
  /** Lowercase letters, unique per run, in every e-mail, name and payment id the run sends. */
  runId: string;
  email: string;
  password: string;
  paymentId: string;
  /** The origin of the app's pages, which the CORS steps speak for, and the server's own. */
  appOrigin: string;
  serverOrigin: string;
  /** Null unless given: the steps that need an admin are then skipped. */
  admin: AdminCredentials | null;
  // What earlier steps found out, recorded from any usable answer (empty until then; see INPUTS).
  /** The menu as answered (its objects), or null before it was read. */
  foods: Record<string, unknown>[] | null;
  userId: string;
  token: string;
  /** A second real user, to provoke an email conflict and to reach for the first user's data. */
  otherId: string;
  otherToken: string;
  orderId: string;
  /** A dish the first user saved to their favourites. */
  favoriteId: string;
  paid: boolean;
  /** A second order of the first user, paid, for the admin to move along (admin runs only). */
  movedOrderId: string;
  movedPaid: boolean;
  /** A second session of the first user, for the logout steps to end. */
  logoutToken: string;
  loggedOut: boolean;
  adminToken: string;
}

interface StepBase {
  name: string;
  /** The documented operation called (for a preflight, the one it asks about); decides the group. */
  operationId: string;
  path: (context: StepContext) => string;
  /** Why the step cannot run here, or null when it can. */
  skip?: (context: StepContext) => string | null;
}

/** A call of the API, checked against the document. */
export interface CallStep extends StepBase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A JSON value, or a string sent as-is (to send malformed JSON). */
  body?: (context: StepContext) => unknown;
  token?: (context: StepContext) => string;
  /** Acceptable statuses; anything else fails the step. */
  expect: readonly number[];
  /** What the call needs from earlier steps; without it the step is skipped, never sent half-empty. */
  needs?: readonly Input[];
  /** What `record` takes from the answer for later steps. */
  provides?: readonly Input[];
  /** Takes what later steps need from an answer with an expected status, schema problems or not. */
  record?: (body: unknown, context: StepContext) => void;
  /** Checks beyond the schema, on an answer with an expected status; returns the problems. */
  check?: (body: unknown, context: StepContext) => string[];
  /** Sent as the app's page sends it: with its Origin, so the answer must let that page read it. */
  fromApp?: { credentials: boolean };
}

/** The browser's CORS preflight before the app's page makes the operation's call. */
export interface PreflightStep extends StepBase {
  method: 'OPTIONS';
  /** Whether the app sends that call with credentials (cookies). */
  credentials: boolean;
}

export type Step = CallStep | PreflightStep;

export const NO_SUCH_ID = '000000000000000000000000';
export const list = (body: unknown) => (Array.isArray(body) ? body.filter(isJsonObject) : []);
export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const fields = (body: unknown) => (isJsonObject(body) ? body : {});
/** An entity's id; servers may send `_id` instead (docs/contract.md, what the client tolerates). */
export const idOf = (entity: unknown) => text(fields(entity).id) || text(fields(entity)._id);
/** A price as a number or a numeric string, else NaN. */
const amount = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

/**
 * The fewest choices a dish's option groups (extension) need, when it has groups the document allows;
 * none otherwise, so a server without the extension is ordered from as the ten calls describe.
 */
function leastChoicesOf(food: Record<string, unknown>) {
  const groups = food.optionGroups;
  if (!Array.isArray(groups) || foodFieldProblems('optionGroups', groups).length > 0) return [];
  return leastChoices({ optionGroups: groups as OptionGroup[] });
}

/** The dishes a later call can use: each with an id, a name and a price. */
export const dishes = (context: StepContext) =>
  (context.foods ?? []).filter(
    (food) => idOf(food) !== '' && text(food.name).trim() !== '' && Number.isFinite(amount(food.price)),
  );
export const firstDish = (context: StepContext) => dishes(context)[0] ?? {};
export const searchTerm = (context: StepContext) => text(firstDish(context).name).trim().slice(0, 4);
export const firstTag = (context: StepContext) =>
  dishes(context)
    .flatMap((food) => (Array.isArray(food.tags) ? food.tags.map(text) : []))
    .find((tag) => tag.trim() !== '') ?? '';

/** What steps hand on, and how a skipped step names what it lacked. */
export const INPUTS = {
  dish: { what: 'a dish with an id, a name and a price', present: (c: StepContext) => dishes(c).length > 0 },
  tag: { what: 'a dish with a tag', present: (c: StepContext) => firstTag(c) !== '' },
  userId: { what: "the first user's id", present: (c: StepContext) => c.userId !== '' },
  token: { what: "the first user's token", present: (c: StepContext) => c.token !== '' },
  otherId: { what: "the second user's id", present: (c: StepContext) => c.otherId !== '' },
  otherToken: { what: "the second user's token", present: (c: StepContext) => c.otherToken !== '' },
  orderId: { what: "the placed order's id", present: (c: StepContext) => c.orderId !== '' },
  favoriteId: { what: 'a saved favourite', present: (c: StepContext) => c.favoriteId !== '' },
  paid: { what: 'a paid order', present: (c: StepContext) => c.paid },
  movedOrderId: { what: "the second order's id", present: (c: StepContext) => c.movedOrderId !== '' },
  movedPaid: { what: 'a second paid order', present: (c: StepContext) => c.movedPaid },
  logoutToken: { what: "the second session's token", present: (c: StepContext) => c.logoutToken !== '' },
  loggedOut: { what: 'an ended session', present: (c: StepContext) => c.loggedOut },
  adminToken: { what: "the admin's token", present: (c: StepContext) => c.adminToken !== '' },
} as const;
export type Input = keyof typeof INPUTS;

export const CHECKER_ADDRESS = '1 Contract Street, Testville';
export const checkerName = ({ runId }: StepContext) => `Contract Checker ${runId}`;
export const profile = (context: StepContext) => ({
  id: context.userId,
  name: checkerName(context),
  email: context.email,
  address: CHECKER_ADDRESS,
});
export const orderBody = (context: StepContext) => {
  const items = dishes(context)
    .slice(0, 2)
    .map((food, index) => ({
      food: { ...food, id: idOf(food) },
      quantity: index + 1,
      price: roundCents(unitPrice({ price: amount(food.price) }, leastChoicesOf(food)) * (index + 1)),
      // A dish with option groups (extension) is ordered with its required ones answered.
      ...(leastChoicesOf(food).length > 0 ? { options: leastChoicesOf(food) } : {}),
    }));
  return {
    items,
    totalPrice: roundCents(items.reduce((sum, item) => sum + item.price, 0)),
    name: checkerName(context),
    address: CHECKER_ADDRESS,
    addressLatLng: { lat: 52.52000659, lng: 13.40495399 },
  };
};

export function problemsIf(condition: boolean, problem: string): string[] {
  return condition ? [problem] : [];
}

/** The entry of a list body with this id (an order in a list of orders), or an empty object. */
export const entryWithId = (body: unknown, id: string) =>
  list(body).find((entry) => idOf(entry) === id) ?? {};

/** Problems when a list of orders is not newest first by createdAt. */
export function newestFirstProblems(body: unknown): string[] {
  const times = list(body).map((order) => Date.parse(text(order.createdAt)));
  const unordered = times.some((time, index) => index > 0 && time > (times[index - 1] ?? time));
  return problemsIf(unordered, 'the orders are not newest first');
}
