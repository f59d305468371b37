/** Reads and checks an order body. Prices and totals in it are ignored: the server recomputes them. */
import { choicesProblem, pricedChoices } from '@contract/options';
import { kitchenNote, lineIdentity, unitPrice } from '@contract/order-line';
import { MAX_CART_QUANTITY, MAX_KITCHEN_NOTE } from '@contract/rules';
import { roundCents, roundCoordinate } from '@contract/rounding';
import type { CartItem, ChosenOptionInput, LatLng } from '@contract/types';
import type { Catalogue } from '../catalogue';
import { isJsonObject, type JsonObject } from '@contract/json';
import { invalid, validateBody } from '../http/validate';

export interface OrderInput {
  name: string;
  address: string;
  addressLatLng: LatLng;
  items: CartItem[];
  totalPrice: number;
}

/** A coordinate as a number or numeric string (real clients send both), rounded to 8 decimals. */
function coordinate(value: unknown, label: string, limit: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw invalid('location', 'Please select your address on the map');
  }
  if (Math.abs(number) > limit) throw invalid('location', `${label} must be between -${limit} and ${limit}`);
  return roundCoordinate(number);
}

function location(value: unknown): LatLng {
  const point = isJsonObject(value) ? value : {};
  return { lat: coordinate(point.lat, 'Latitude', 90), lng: coordinate(point.lng, 'Longitude', 180) };
}

/** The choices a line names (extension): `{group, choice}` pairs, any price in them ignored. */
function namedChoices(value: unknown, dish: string): ChosenOptionInput[] {
  if (value === undefined) return [];
  const named = Array.isArray(value) ? value : [value];
  return named.map((option: unknown) => {
    if (!isJsonObject(option) || typeof option.group !== 'string' || typeof option.choice !== 'string')
      throw invalid('options', `${dish} — each choice names its group and itself`);
    return { group: option.group, choice: option.choice };
  });
}

/** The line's note to the kitchen (extension), trimmed; none when absent or blank. */
function noteOf(value: unknown): string | undefined {
  if (value !== undefined && typeof value !== 'string')
    throw invalid('note', 'A note to the kitchen is text');
  const note = kitchenNote(value);
  if (note !== undefined && note.length > MAX_KITCHEN_NOTE)
    throw invalid('note', `Keep a note to the kitchen within ${MAX_KITCHEN_NOTE} characters`);
  return note;
}

function items(value: unknown, catalogue: Catalogue): CartItem[] {
  if (!Array.isArray(value) || value.length === 0) throw invalid('items', 'The order has no items');
  const seen = new Set<string>();
  return value.map((item: unknown) => {
    const food =
      isJsonObject(item) && isJsonObject(item.food) ? catalogue.find(String(item.food.id)) : undefined;
    if (!isJsonObject(item) || !food) throw invalid('items', 'A dish in the order is not on the menu');
    const named = namedChoices(item.options, food.name);
    const problem = choicesProblem(food, named);
    if (problem) throw invalid('options', `${food.name} — ${problem}`);
    const note = noteOf(item.note);
    // The same dish may come again with other choices or another note; never twice alike.
    const identity = lineIdentity(food.id, named, note);
    if (seen.has(identity)) throw invalid('items', 'Each dish can appear only once');
    seen.add(identity);
    const { quantity } = item;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > MAX_CART_QUANTITY
    ) {
      throw invalid('quantity', `Choose a whole number from 1 to ${MAX_CART_QUANTITY}`);
    }
    const options = pricedChoices(food, named);
    return {
      food: { ...food },
      quantity,
      price: roundCents(unitPrice(food, options) * quantity),
      // A line without choices or a note is sent as the ten calls describe it.
      ...(options.length > 0 ? { options } : {}),
      ...(note !== undefined ? { note } : {}),
    };
  });
}

export async function readOrderInput(body: JsonObject, catalogue: Catalogue): Promise<OrderInput> {
  const { name, address } = await validateBody('deliverySchema', body);
  const addressLatLng = location(body.addressLatLng);
  const lines = items(body.items, catalogue);
  return {
    name,
    address,
    addressLatLng,
    items: lines,
    totalPrice: roundCents(lines.reduce((sum, line) => sum + line.price, 0)),
  };
}
