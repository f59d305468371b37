// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoStateImport } from '@contract/demo';
import type { Order } from '@contract/types';
import { db } from '../db';
import type { KeyValueStorage } from '../db/storage';
import { currentLatency, setLatency } from '../latency';
import { call, json, logIn } from '../testing/api';
import { placeOrder } from '../testing/orders';
import { createStateTools, type TabSettings } from './state-tools';
import { rememberedLatency } from './tab-latency';

const BASE = 'https://demo.example/food-store/';

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const tab = (settings: Partial<TabSettings> = {}) =>
  createStateTools({
    base: BASE,
    scenario: null,
    chaos: null,
    storage: memoryStorage(),
    href: () => `${BASE}#/orders`,
    now: () => new Date('2026-11-28T14:00:00Z'),
    ...settings,
  });

const asFile = (text: string) => new Blob([text], { type: 'application/json' });
/** The exported file as a hand edit sees it: loose JSON. */
interface LooseFile {
  [field: string]: unknown;
  data: { [table: string]: Record<string, unknown>[] };
}
const exported = () => JSON.parse(tab().exportFile().text) as LooseFile;
const row = (file: LooseFile, table: string, index: number) => file.data[table]![index]!;
const withFile = (change: (file: LooseFile) => void) => {
  const file = exported();
  change(file);
  return JSON.stringify(file);
};
const myOrderIds = async (token: string) =>
  json<Order[]>(await call('/api/orders', { token })).map((order) => order.id);

afterEach(() => setLatency(0));

describe('exporting the demo state', () => {
  it('writes a dated JSON file naming its format and version, with every table, the scenario and the latency', () => {
    setLatency(250);
    const { name, text } = tab({ scenario: 'chaos', chaos: { seed: 42, rate: 0.3 } }).exportFile();
    expect(name).toBe('foodstore-demo-state-2026-11-28.json');
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(file).toMatchObject({
      format: 'foodstore-demo-state',
      version: 1,
      exportedAt: '2026-11-28T14:00:00.000Z',
      scenario: 'chaos',
      chaos: { seed: 42, rate: 0.3 },
      latencyMs: 250,
    });
    expect(file.data).toEqual(db.read());
  });
});

describe('importing a demo state file', () => {
  it('gives back the orders, users and sessions it was exported with', async () => {
    const shopper = await logIn('shopper');
    const placed = await placeOrder(shopper.token);
    const before = await myOrderIds(shopper.token);
    expect(before).toContain(placed.id);
    const { text } = tab().exportFile();

    db.reset();
    expect(await myOrderIds((await logIn('shopper')).token)).not.toContain(placed.id);

    const result = await tab().importFile(asFile(text));
    expect(result).toMatchObject({ ok: true, orders: before.length, reloadTo: null });
    expect(result.ok && result.sessions).toContainEqual({ token: shopper.token, email: shopper.email });
    // The exported session works again, with its orders.
    expect(await myOrderIds(shopper.token)).toEqual(before);
  });

  it("takes the file's latency for the tab, and sends the tab to the file's scenario when it is another", async () => {
    const storage = memoryStorage();
    const text = tab({ scenario: 'chaos', chaos: { seed: 7, rate: 0.5 } }).exportFile().text;
    const file = JSON.parse(text) as Record<string, unknown>;
    const result = await tab({ storage }).importFile(asFile(JSON.stringify({ ...file, latencyMs: 120 })));
    expect(currentLatency()).toBe(120);
    expect(rememberedLatency(storage)).toBe(120);
    expect(result.ok && result.reloadTo).toBe(`${BASE}?scenario=chaos&seed=7&rate=0.5#/orders`);

    const same = await tab({ scenario: 'chaos', chaos: { seed: 7, rate: 0.5 } }).importFile(asFile(text));
    expect(same.ok && same.reloadTo).toBeNull();
  });

  describe('refuses a bad file with its message and changes nothing', () => {
    const bad: [string, () => string | Blob, string][] = [
      [
        'not JSON',
        () => '{"format": "foodstore-demo-state", ',
        'The file is not JSON, so it cannot be a demo state file.',
      ],
      [
        'another JSON file',
        () => '{"name": "my-app", "version": "1.0.0"}',
        'This is not a Food Store demo state file: it has no "format": "foodstore-demo-state".',
      ],
      [
        'another version',
        () => withFile((file) => (file.version = 2)),
        'The file is version 2 of the demo state format; this demo reads version 1.',
      ],
      [
        'no version',
        () => withFile((file) => delete file.version),
        'The file is version null of the demo state format; this demo reads version 1.',
      ],
      [
        'no data',
        () => withFile((file) => delete (file as Partial<LooseFile>).data),
        'The file has no "data" holding the demo’s users, sessions and orders.',
      ],
      [
        'a missing table',
        () => withFile((file) => delete file.data.orders),
        'The file’s "data" has no "orders" list.',
      ],
      [
        'a malformed order',
        () => withFile((file) => (row(file, 'orders', 1).totalPrice = 'twelve')),
        'Order 2 in the file is malformed: a field is missing or of the wrong type.',
      ],
      [
        'a malformed user',
        () => withFile((file) => delete row(file, 'users', 0).email),
        'User 1 in the file is malformed: a field is missing or of the wrong type.',
      ],
      [
        'an order of nobody in the file',
        () => withFile((file) => (row(file, 'orders', 0).userId = 'gone')),
        'Order 1 in the file belongs to no user in the file.',
      ],
      [
        'an unknown scenario',
        () => withFile((file) => (file.scenario = 'meteor-strike')),
        'The file’s scenario "meteor-strike" is not one this demo has.',
      ],
      [
        'chaos without a seed',
        () => withFile((file) => (file.scenario = 'chaos')),
        'The file’s chaos settings need a whole-number "seed" and a "rate" from 0 to 1.',
      ],
      [
        'a negative latency',
        () => withFile((file) => (file.latencyMs = -5)),
        'The file’s "latencyMs" must be a number of milliseconds from 0 to 60000.',
      ],
      [
        'too big',
        () => new Blob(['x'.repeat(3 * 1024 * 1024)]),
        'The file is too big (3.0 MB): a demo state file is at most 2.0 MB.',
      ],
    ];

    it.each(bad)('%s', async (_kind, contents, message) => {
      const shopper = await logIn('shopper');
      await placeOrder(shopper.token);
      setLatency(400);
      const file = contents();
      const before = structuredClone(db.read());
      const storage = memoryStorage();

      const result: DemoStateImport = await tab({ storage }).importFile(
        typeof file === 'string' ? asFile(file) : file,
      );

      expect(result).toEqual({ ok: false, message });
      expect(db.read()).toEqual(before);
      expect(currentLatency()).toBe(400);
      expect(rememberedLatency(storage)).toBeNull();
    });
  });
});
