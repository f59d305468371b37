/**
 * Checks that stored data has the shape this version expects, field by field. Storage is untrusted
 * (older versions, other tools, hand edits): anything else is discarded rather than crashing the app.
 */
import { isAllergen, isDiet } from '@contract/dietary';
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
const stringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
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

/** Also checks the committed seed's foods, whose JSON import types a diet or allergen as any string. */
export const isFood = (value: unknown): value is Food =>
  isJsonObject(value) &&
  strings(value, 'id', 'name', 'imageUrl', 'cookTime') &&
  numbers(value, 'price', 'stars') &&
  typeof value.favorite === 'boolean' &&
  stringList(value.origins) &&
  stringList(value.tags) &&
  (value.description === undefined || typeof value.description === 'string') &&
  (value.diets === undefined || listOf(value.diets, isDiet)) &&
  (value.allergens === undefined || listOf(value.allergens, isAllergen));

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
