/** A little order history for the demo shopper, so /orders and the admin page are not empty at first. */
import type { Faker } from '@faker-js/faker';
import type { Food } from '@contract/types';
import type { OrderRecord, UserRecord } from '@mocks/db/records';
import { roundCents } from '@contract/rounding';

/** Fixed, so the seed never depends on the day it is generated; the history lies before it. */
export const SEED_REFERENCE_DATE = '2026-01-01T00:00:00.000Z';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Oldest first, as the orders table stores them (its row order is the creation order). */
const HISTORY = [
  { status: 'DELIVERED', daysAgo: 24 },
  { status: 'DELIVERED', daysAgo: 3 },
] as const;

/** Shop hours, so an order's time of day looks plausible. */
const OPEN_HOURS = { min: 11, max: 21 } as const;

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
      return { food: { ...food }, quantity, price: roundCents(food.price * quantity) };
    });
    return {
      id: faker.database.mongodbObjectId(),
      items,
      totalPrice: roundCents(items.reduce((sum, item) => sum + item.price, 0)),
      name: shopper.name,
      address: shopper.address,
      addressLatLng,
      status,
      createdAt: placedAt(faker, daysAgo),
      paymentId: `DEMO-${faker.string.alphanumeric({ length: 12, casing: 'upper' })}`,
      userId: shopper.id,
    };
  });
}
