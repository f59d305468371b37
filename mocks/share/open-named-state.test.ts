// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SCENARIO_STORAGE_KEY } from '@contract/demo';
import type { Order } from '@contract/types';
import { db } from '../db';
import type { KeyValueStorage } from '../db/storage';
import { SEED_FOODS } from '../seed';
import { call, json, logIn } from '../testing/api';
import { advanceClock, FAST_PACE, timeUntil } from '../testing/clock';
import { makeRepeatable } from '../http/repeatable';
import { NAMED_STATES } from './named-states';
import { openNamedState } from './open-named-state';

const BASE = 'https://demo.example/food-store/';
const NOW = new Date('2026-11-28T14:00:00Z');

function memoryStorage(
  entries: Record<string, string> = {},
): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const open = (name: string, storage = memoryStorage()) =>
  openNamedState(name, { storage, base: BASE, now: NOW });

describe('opening the demo in a named state', () => {
  it('admin-with-orders: the admin, signed in as the link says, sees the seed and 30 orders in every status', async () => {
    const opened = open('admin-with-orders');
    expect(opened).toMatchObject({ kind: 'opened', label: 'Admin with 30 orders', cart: [] });
    expect(opened.kind === 'opened' && opened.account.role).toBe('admin');

    const admin = await logIn('admin');
    const orders = json<Order[]>(await call('/api/admin/orders', { token: admin.token }));
    expect(orders).toHaveLength(32);
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(['NEW', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'REFUNDED']),
    );
    expect(new Set(orders.map((order) => order.name)).size).toBe(4);
  });

  it("payment-fails: the scenario becomes the tab's, the shopper signs in with a dish in the cart", () => {
    const storage = memoryStorage();
    const opened = open('payment-fails', storage);
    expect(storage.items.get(SCENARIO_STORAGE_KEY)).toBe('payment-fails');
    expect(opened).toMatchObject({
      kind: 'opened',
      account: { role: 'shopper' },
      cart: [{ id: SEED_FOODS[0]!.id, imageUrl: new URL(SEED_FOODS[0]!.imageUrl, BASE).href }],
    });
  });

  it("order-on-its-way: the shopper's newest order was paid just now and moves on by itself", async () => {
    makeRepeatable(NOW);
    openNamedState('order-on-its-way', { storage: null, base: BASE });
    const shopper = await logIn('shopper');
    const newest = async () => json<Order[]>(await call('/api/orders', { token: shopper.token }))[0];
    expect(await newest()).toMatchObject({ status: 'PAID', createdAt: NOW.toISOString() });
    advanceClock(timeUntil('DELIVERED', FAST_PACE));
    expect(await newest()).toMatchObject({ status: 'DELIVERED' });
  });

  it("forgets the tab's remembered scenario when the state has none", () => {
    const storage = memoryStorage({ [SCENARIO_STORAGE_KEY]: 'server-down' });
    open('admin-with-orders', storage);
    expect(storage.items.has(SCENARIO_STORAGE_KEY)).toBe(false);
  });

  it('keeps the sessions of the users still there, so a signed-in tab is not thrown out', async () => {
    const shopper = await logIn('shopper');
    open('admin-with-orders');
    expect((await call('/api/orders', { token: shopper.token })).status).toBe(200);
  });

  it('an unknown name changes nothing and says which name it was', async () => {
    await logIn('shopper');
    const storage = memoryStorage({ [SCENARIO_STORAGE_KEY]: 'slow' });
    const before = structuredClone(db.read());
    expect(open('admin-with-ordres', storage)).toEqual({ kind: 'unknown', name: 'admin-with-ordres' });
    expect(db.read()).toEqual(before);
    expect(storage.items.get(SCENARIO_STORAGE_KEY)).toBe('slow');
  });

  it('every named state has a distinct name, a label and a description, and builds rows the db accepts', () => {
    expect(new Set(NAMED_STATES.map((state) => state.name)).size).toBe(NAMED_STATES.length);
    for (const state of NAMED_STATES) {
      expect(state.label).not.toBe('');
      expect(state.description).not.toBe('');
      expect(open(state.name).kind).toBe('opened');
    }
  });
});
