/** A little order history for the demo shopper, so /orders and the admin page are not empty at first. */
import { leastChoices } from '@contract/options';
import { unitPrice } from '@contract/order-line';
import type { Faker } from '@faker-js/faker';
import type { Food } from '@contract/types';
import type { OrderRecord, StepRecord, UserRecord } from '@mocks/db/records';
import { DEFAULT_PACE } from '@mocks/http/order-life';
import { roundCents } from '@contract/rounding';

/** Fixed, so the seed never depends on the day it is generated; the history lies before it. */
export const SEED_REFERENCE_DATE = '2026-01-01T00:00:00.000Z';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Oldest first, as the orders table stores them (its row order is the creation order). */
const HISTORY = [
  { status: 'DELIVERED', daysAgo: 24 },
  { status: 'DELIVERED', daysAgo: 3 },
] as const;

/** Shop hours, so an order's time of day looks plausible. */
const OPEN_HOURS = { min: 11, max: 21 } as const;

/**
 * A delivered order's whole life: paid a minute after it was placed, then each step on the default
 * pace, so the order page shows a complete timeline. Worked out, not drawn, so faker's sequence (and
 * every order after this one) stays what it was.
 */
function deliveredHistory(createdAt: string): StepRecord[] {
  const paid = Date.parse(createdAt) + MINUTE_MS;
  const preparing = paid + DEFAULT_PACE.PREPARING;
  const shipped = preparing + DEFAULT_PACE.SHIPPED;
  const delivered = shipped + DEFAULT_PACE.DELIVERED;
  return [
    { status: 'PAID', at: new Date(paid).toISOString() },
    { status: 'PREPARING', at: new Date(preparing).toISOString() },
    { status: 'SHIPPED', at: new Date(shipped).toISOString() },
    { status: 'DELIVERED', at: new Date(delivered).toISOString() },
  ];
}

function placedAt(faker: Faker, daysAgo: number): string {
  const midnight = Date.parse(SEED_REFERENCE_DATE) - daysAgo * DAY_MS;
  const sinceMidnight = faker.number.int({ min: OPEN_HOURS.min * HOUR_MS, max: OPEN_HOURS.max * HOUR_MS });
  return new Date(midnight + sinceMidnight).toISOString();
}

export function generateOrders(
  faker: Faker,
  foods: readonly Food[],
  users: readonly UserRecord[],
): OrderRecord[] {
  const shopper = users.find((user) => !user.isAdmin);
  if (!shopper) throw new Error('The seed needs a shopper to own the order history.');
  // One home for every order: faker's address is not geocoded, so any land-ish US point will do.
  const addressLatLng = {
    lat: faker.location.latitude({ min: 30, max: 45, precision: 8 }),
    lng: faker.location.longitude({ min: -120, max: -75, precision: 8 }),
  };
  return HISTORY.map(({ status, daysAgo }) => {
    const items = faker.helpers.arrayElements(foods, { min: 1, max: 3 }).map((food) => {
      const quantity = faker.number.int({ min: 1, max: 3 });
      // Each required group answered with its first choice, as a shopper in a hurry would.
      const options = leastChoices(food);
      return {
        food: { ...food },
        quantity,
        price: roundCents(unitPrice(food, options) * quantity),
        ...(options.length > 0 ? { options } : {}),
      };
    });
    // Drawn in the order faker always drew them, so the ids, times and payment ids stay the same.
    const id = faker.database.mongodbObjectId();
    const createdAt = placedAt(faker, daysAgo);
    const paymentId = `DEMO-${faker.string.alphanumeric({ length: 12, casing: 'upper' })}`;
    return {
      id,
      items,
      totalPrice: roundCents(items.reduce((sum, item) => sum + item.price, 0)),
      name: shopper.name,
      address: shopper.address,
      addressLatLng,
      status,
      createdAt,
      paymentId,
      statusHistory: deliveredHistory(createdAt),
      userId: shopper.id,
    };
  });
}
