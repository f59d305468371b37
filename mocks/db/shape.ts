/**
 * Checks that stored data has the shape this version expects, field by field. Storage is untrusted
 * (older versions, other tools, hand edits): anything else is discarded rather than crashing the app.
 */
import { FOOD_OPTIONAL_FIELDS, FOOD_REQUIRED_FIELDS, type FieldShape } from '@contract/food-fields.gen';
import { isJsonObject, type JsonObject } from '@contract/json';
import { ORDER_STATUSES, type CartItem, type Food, type LatLng } from '@contract/types';
import type {
  DbState,
  FavoriteRecord,
  OrderRecord,
  Pace,
  SessionRecord,
  StepRecord,
  UserRecord,
} from './records';

const strings = (value: JsonObject, ...keys: string[]) => keys.every((key) => typeof value[key] === 'string');
const numbers = (value: JsonObject, ...keys: string[]) => keys.every((key) => Number.isFinite(value[key]));
const listOf = <T>(value: unknown, guard: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(guard);

export const isUser = (value: unknown): value is UserRecord =>
  isJsonObject(value) &&
  strings(value, 'id', 'name', 'email', 'address', 'salt', 'passwordHash') &&
  typeof value.isAdmin === 'boolean';

export const isSession = (value: unknown): value is SessionRecord =>
  isJsonObject(value) && strings(value, 'token', 'userId', 'createdAt');

export const isFavorite = (value: unknown): value is FavoriteRecord =>
  isJsonObject(value) && strings(value, 'userId', 'foodId');

/**
 * A value of a field's JSON type, one of its listed values where the document lists them; an object
 * with the properties it must have, and each one it has of its shape.
 */
const fits = (shape: FieldShape, value: unknown): boolean => {
  if (shape.type === 'array')
    return (
      Array.isArray(value) && value.every((item) => shape.items !== undefined && fits(shape.items, item))
    );
  if (shape.type === 'number') return Number.isFinite(value);
  if (shape.type === 'object')
    return (
      isJsonObject(value) &&
      (shape.required ?? []).every((name) => value[name] !== undefined) &&
      Object.entries(shape.properties ?? {}).every(
        ([name, property]) => value[name] === undefined || fits(property, value[name]),
      )
    );
  return typeof value === shape.type && (shape.enum === undefined || shape.enum.includes(String(value)));
};

const REQUIRED_SHAPES = Object.entries<FieldShape>(FOOD_REQUIRED_FIELDS);
const OPTIONAL_SHAPES = Object.entries<FieldShape>(FOOD_OPTIONAL_FIELDS);

/**
 * The first field of the document's Food (contract/food-fields.gen.ts) that `value` lacks though
 * required, or has but not of its type; '' for a food, `(not an object)` for anything else. The
 * seed's generator checks the whole schema (limits, unique items) in Node.
 */
export function foodShapeProblem(value: unknown): string {
  if (!isJsonObject(value)) return '(not an object)';
  const wrong =
    REQUIRED_SHAPES.find(([key, shape]) => !fits(shape, value[key])) ??
    OPTIONAL_SHAPES.find(([key, shape]) => value[key] !== undefined && !fits(shape, value[key]));
  return wrong?.[0] ?? '';
}

/** Also checks the committed seed's foods, whose JSON import types a diet or allergen as any string. */
export const isFood = (value: unknown): value is Food => foodShapeProblem(value) === '';

const isCartItem = (value: unknown): value is CartItem =>
  isJsonObject(value) && isFood(value.food) && numbers(value, 'quantity', 'price');

const isLatLng = (value: unknown): value is LatLng => isJsonObject(value) && numbers(value, 'lat', 'lng');

const isStatus = (value: unknown) => ORDER_STATUSES.some((status) => status === value);

const isStep = (value: unknown): value is StepRecord =>
  isJsonObject(value) &&
  isStatus(value.status) &&
  typeof value.at === 'string' &&
  !Number.isNaN(Date.parse(value.at));

const isPace = (value: unknown): value is Pace =>
  isJsonObject(value) && numbers(value, 'PREPARING', 'SHIPPED', 'DELIVERED');

/**
 * Also checks the committed seed's orders, whose JSON import types the status as any string. The
 * stored status is the last step's (NEW while there is none).
 */
export const isOrder = (value: unknown): value is OrderRecord =>
  isJsonObject(value) &&
  strings(value, 'id', 'name', 'address', 'createdAt', 'userId') &&
  numbers(value, 'totalPrice') &&
  isStatus(value.status) &&
  listOf(value.statusHistory, isStep) &&
  value.status === (value.statusHistory.at(-1)?.status ?? 'NEW') &&
  (value.pace === undefined || isPace(value.pace)) &&
  (value.paymentId === undefined || typeof value.paymentId === 'string') &&
  isLatLng(value.addressLatLng) &&
  listOf(value.items, isCartItem);

const isDbState = (value: unknown): value is DbState =>
  isJsonObject(value) &&
  listOf(value.users, isUser) &&
  listOf(value.sessions, isSession) &&
  listOf(value.orders, isOrder) &&
  listOf(value.favorites, isFavorite);

/** The stored envelope `{version, data}`: its data when the version matches and every row checks out. */
export function storedState(envelope: unknown, version: string): DbState | null {
  return isJsonObject(envelope) && envelope.version === version && isDbState(envelope.data)
    ? envelope.data
    : null;
}
