/**
 * Liberal readers for data from servers and browser storage (docs/contract.md): they accept the
 * variations real servers built from the spec send (`_id`, numbers as strings, numeric cookTime)
 * and return null for anything unusable, so bad data is dropped instead of crashing a screen.
 */
import type {
  AdminOrder,
  CartItem,
  ChosenOption,
  Food,
  LatLng,
  Order,
  StatusChange,
  Tag,
  User,
} from '@contract/types';
import { kitchenNote } from '@contract/order-line';
import { ORDER_STATUSES } from '@contract/types';
import { FOOD_OPTIONAL_FIELDS, type FieldShape } from '@contract/food-fields.gen';
import { isJsonObject, type JsonObject } from '@contract/json';
import { resolveApiUrl } from '@/config/api-base';

function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

const isText = (item: unknown): item is string => typeof item === 'string';

/** The strings of a list; one that holds nothing else is kept as it is (answers are parsed afresh). */
function toTextList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.every(isText) ? value : value.filter(isText);
}

/** Reads one value of a field: its usable value, or undefined for none. */
type FieldReader = (value: unknown) => unknown;

/**
 * The reader of a field of this shape in the document (contract/food-fields.gen.ts), made once per
 * field: text trimmed, and none when blank; a listed value (the document's are lower case) matched
 * whatever its case, an unknown one (another server's spelling) left out; a list's unusable items
 * left out, each kept once where the document says so, and no list when the server sent none (its
 * menu does not model it). Made once from the shape rather than walking it for every value: a
 * 10,000-dish menu reads 20,000 lists, and walking the shapes made reading it about four times as
 * slow as reading its dishes without them.
 */
function readerOf(shape: FieldShape): FieldReader {
  if (shape.type === 'array')
    return shape.items ? listReader(readerOf(shape.items), shape.uniqueItems === true) : () => undefined;
  if (shape.type === 'object') return objectReader(shape);
  if (shape.type === 'number') return toNumber;
  if (shape.type === 'boolean') return (value) => (typeof value === 'boolean' ? value : undefined);
  const { enum: listed } = shape;
  if (!listed) return (value) => (typeof value === 'string' ? value.trim() || undefined : undefined);
  const known: ReadonlySet<string> = new Set(listed);
  // Most servers send the document's own spelling, which trimming and folding leave as it is.
  const asSent: ReadonlySet<string> = new Set(listed.filter((id) => id === id.trim().toLowerCase()));
  return (value) => {
    if (typeof value !== 'string') return undefined;
    if (asSent.has(value)) return value;
    const folded = value.trim().toLowerCase();
    return known.has(folded) ? folded : undefined;
  };
}

/** An object's usable properties, or none at all when one it must have is unusable or missing. */
function objectReader(shape: FieldShape): FieldReader {
  const properties = Object.entries(shape.properties ?? {}).map(
    ([name, property]) => [name, readerOf(property), shape.required?.includes(name) === true] as const,
  );
  return (value) => {
    if (!isJsonObject(value)) return undefined;
    const read: Record<string, unknown> = {};
    for (const [name, readProperty, required] of properties) {
      const property = readProperty(value[name]);
      if (property !== undefined) read[name] = property;
      else if (required) return undefined;
    }
    return read;
  };
}

/** Lists this long or shorter are checked for repeats item by item; longer ones through a Set. */
const SHORT_LIST = 16;

function listReader(readItem: FieldReader, unique: boolean): FieldReader {
  /** Every item usable as sent and none twice: such a list is kept as it is (answers are parsed afresh). */
  const asSent = (list: unknown[]) => {
    if (list.length > SHORT_LIST) return false;
    for (let at = 0; at < list.length; at++) {
      const item = list[at];
      if (readItem(item) !== item || (unique && list.indexOf(item) !== at)) return false;
    }
    return true;
  };
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    if (asSent(value)) return value;
    const read = listOf(value, (item) => readItem(item) ?? null);
    return unique ? [...new Set(read)] : read;
  };
}

const OPTIONAL_FOOD_FIELDS = Object.entries<FieldShape>(FOOD_OPTIONAL_FIELDS).map(
  ([key, shape]) => [key, readerOf(shape)] as const,
);

function idOf(raw: JsonObject): string | undefined {
  return toText(raw.id) ?? toText(raw._id);
}

/*
 * The readers at the API's edge, one per answer's shape. What they throw becomes the call's error,
 * shown with a retry: an HTML page or a wrong shape behind a 200 never passes for an empty menu or
 * a missing dish, and garbage never reaches a component.
 */
const unusable = (what: string) => new Error(`The server's answer was not ${what}. Please try again.`);

/** A list: unusable items are dropped, but a list with none usable (another schema) is an error. */
export function readList<T>(raw: unknown, read: (item: unknown) => T | null, what: string): T[] {
  if (!Array.isArray(raw)) throw unusable(`a list of ${what}`);
  const items = listOf(raw, read);
  if (raw.length > 0 && items.length === 0) throw unusable(`a list of usable ${what}`);
  return items;
}

/** One record the call must return. */
export function readOne<T>(raw: unknown, read: (item: unknown) => T | null, what: string): T {
  const item = read(raw);
  if (item === null) throw unusable(`a usable ${what}`);
  return item;
}

/** One record, or null for an empty answer: some real servers say "not found" with an empty 200. */
export function readOptional<T>(raw: unknown, read: (item: unknown) => T | null, what: string): T | null {
  return raw === null || raw === undefined || raw === '' ? null : readOne(raw, read, what);
}

export function listOf<T>(raw: unknown, read: (item: unknown) => T | null): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(read).filter((item): item is T => item !== null);
}

/** A favourite as the favourites calls answer it: a dish id, or a dish (or `{id}`) some servers send. */
export function toFavoriteId(raw: unknown): string | null {
  const id = isJsonObject(raw) ? idOf(raw) : toText(raw);
  return id === undefined || id === '' ? null : id;
}

export function toFood(raw: unknown): Food | null {
  if (!isJsonObject(raw)) return null;
  const id = idOf(raw);
  const name = toText(raw.name);
  const price = toNumber(raw.price);
  if (!id || !name || price === undefined || price < 0) return null;
  const stars = toNumber(raw.stars) ?? 0;
  const food: Food = {
    id,
    name,
    price,
    stars: Math.min(5, Math.max(0, stars)),
    favorite: raw.favorite === true,
    imageUrl: resolveApiUrl(toText(raw.imageUrl) ?? ''),
    origins: toTextList(raw.origins),
    tags: toTextList(raw.tags),
    cookTime: toText(raw.cookTime) ?? '',
  };
  // Extensions a server may leave out (or send something else in): then the dish has none. Set
  // untyped, but the shapes are the Food schema's own: food-fields.gen.ts is generated beside the types.
  const fields: Record<string, unknown> = food;
  for (const [key, read] of OPTIONAL_FOOD_FIELDS) {
    const value = read(raw[key]);
    if (value !== undefined) fields[key] = value;
  }
  return food;
}

export function toTag(raw: unknown): Tag | null {
  if (!isJsonObject(raw)) return null;
  const name = toText(raw.name);
  if (!name) return null;
  return { name, count: toNumber(raw.count) ?? 0 };
}

/** A user; a missing token reads as empty (the user slice keeps the session's token then). */
export function toUser(raw: unknown): User | null {
  if (!isJsonObject(raw)) return null;
  const id = idOf(raw);
  const email = toText(raw.email);
  if (!id || !email) return null;
  return {
    id,
    name: toText(raw.name) ?? '',
    email,
    address: toText(raw.address) ?? '',
    token: toText(raw.token) ?? '',
    isAdmin: raw.isAdmin === true,
  };
}

export function toLatLng(raw: unknown): LatLng | null {
  if (!isJsonObject(raw)) return null;
  const lat = toNumber(raw.lat);
  const lng = toNumber(raw.lng);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

function toStatus(value: unknown): Order['status'] {
  const sent = typeof value === 'string' ? value.trim() : '';
  const status = sent.toUpperCase();
  // The original backend spells it PAYED.
  if (status === 'PAYED') return 'PAID';
  return (ORDER_STATUSES as readonly string[]).includes(status) ? status : sent;
}

/** A date-time text a Date can read, or nothing: a step or an estimate without a usable time is left out. */
function toDateText(value: unknown): string | undefined {
  const text = toText(value);
  return text !== undefined && !Number.isNaN(Date.parse(text)) ? text : undefined;
}

function toStatusChange(raw: unknown): StatusChange | null {
  if (!isJsonObject(raw)) return null;
  const status = toStatus(raw.status);
  const at = toDateText(raw.at);
  return status && at ? { status, at } : null;
}

/** Extensions (docs/contract.md): kept only when sent, so a server without them shows the status alone. */
function lifeOf(raw: JsonObject): Pick<Order, 'statusHistory' | 'estimatedDeliveryAt'> {
  const estimatedDeliveryAt = toDateText(raw.estimatedDeliveryAt);
  return {
    ...(Array.isArray(raw.statusHistory) ? { statusHistory: listOf(raw.statusHistory, toStatusChange) } : {}),
    ...(estimatedDeliveryAt ? { estimatedDeliveryAt } : {}),
  };
}

/** A choice made for a line (extension): its group's and its own names, and its price (0 when unsaid). */
export function toChosenOption(raw: unknown): ChosenOption | null {
  if (!isJsonObject(raw)) return null;
  const group = toText(raw.group)?.trim();
  const choice = toText(raw.choice)?.trim();
  if (!group || !choice) return null;
  const price = toNumber(raw.price);
  return { group, choice, price: price !== undefined && price >= 0 ? price : 0 };
}

/** A line's choices and note (extensions), kept only when there are some: a line of the ten calls has neither. */
export function lineChoicesOf(raw: JsonObject): Pick<CartItem, 'options' | 'note'> {
  const options = listOf(raw.options, toChosenOption);
  const note = kitchenNote(raw.note);
  return { ...(options.length > 0 ? { options } : {}), ...(note !== undefined ? { note } : {}) };
}

export function toOrder(raw: unknown): Order | null {
  if (!isJsonObject(raw)) return null;
  const id = idOf(raw);
  const addressLatLng = toLatLng(raw.addressLatLng);
  if (!id || !addressLatLng) return null;
  const items = listOf(raw.items, (item) => {
    if (!isJsonObject(item)) return null;
    const food = toFood(item.food);
    const quantity = toNumber(item.quantity);
    if (!food || !quantity) return null;
    return { food, quantity, price: toNumber(item.price) ?? food.price * quantity, ...lineChoicesOf(item) };
  });
  return {
    id,
    items,
    totalPrice: toNumber(raw.totalPrice) ?? items.reduce((sum, item) => sum + item.price, 0),
    name: toText(raw.name) ?? '',
    address: toText(raw.address) ?? '',
    addressLatLng,
    status: toStatus(raw.status),
    createdAt: toText(raw.createdAt) ?? '',
    ...(toText(raw.paymentId) ? { paymentId: toText(raw.paymentId) } : {}),
    ...lifeOf(raw),
  };
}

export function toAdminOrder(raw: unknown): AdminOrder | null {
  const order = toOrder(raw);
  if (!order || !isJsonObject(raw)) return null;
  const customer = isJsonObject(raw.customer) ? raw.customer : {};
  return {
    ...order,
    customer: {
      id: idOf(customer) ?? '',
      name: toText(customer.name) ?? '',
      email: toText(customer.email) ?? '',
    },
  };
}
