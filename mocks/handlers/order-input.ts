/** Reads and checks an order body. Prices and totals in it are ignored: the server recomputes them. */
import { MAX_CART_QUANTITY } from '@contract/rules';
import { roundCents, roundCoordinate } from '@contract/rounding';
import type { CartItem, LatLng } from '@contract/types';
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

function items(value: unknown, catalogue: Catalogue): CartItem[] {
  if (!Array.isArray(value) || value.length === 0) throw invalid('items', 'The order has no items');
  const seen = new Set<string>();
  return value.map((item: unknown) => {
    const food =
      isJsonObject(item) && isJsonObject(item.food) ? catalogue.find(String(item.food.id)) : undefined;
    if (!isJsonObject(item) || !food) throw invalid('items', 'A dish in the order is not on the menu');
    if (seen.has(food.id)) throw invalid('items', 'Each dish can appear only once');
    seen.add(food.id);
    const { quantity } = item;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > MAX_CART_QUANTITY
    ) {
      throw invalid('quantity', `Choose a whole number from 1 to ${MAX_CART_QUANTITY}`);
    }
    return { food: { ...food }, quantity, price: roundCents(food.price * quantity) };
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
