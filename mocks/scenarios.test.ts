// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Food, Order, Tag } from '@contract/types';
import { ERRORS } from './http/responses';
import { applyScenario, server } from './node';
import { BIG_CATALOGUE_SIZE } from './scenarios/big-catalogue';
import {
  PENDING_ORDER_FAILED_MESSAGE,
  SCENARIO_NAMES,
  scenarios,
  SERVER_DOWN_MESSAGE,
  SLOW_LATENCY_MS,
} from './scenarios';
import { SEED_FOODS } from './seed';
import { call, expectTextError, json, logIn, ORIGIN } from './testing/api';
import {
  allOrders,
  cancelOrder,
  myOrders,
  orderBody,
  pay,
  pendingOrder,
  placeOrder,
  setOrderStatus,
  track,
} from './testing/orders';

describe('scenarios', () => {
  it('each has a short label for a phone-sized picker, a description and handlers', () => {
    expect(Object.keys(scenarios).sort()).toEqual([...SCENARIO_NAMES].sort());
    const labels = SCENARIO_NAMES.map((name) => scenarios[name].label);
    expect(new Set(labels).size).toBe(SCENARIO_NAMES.length);
    for (const name of SCENARIO_NAMES) {
      expect(scenarios[name].label.length, name).toBeLessThanOrEqual(20);
      expect(scenarios[name].description.length, name).toBeGreaterThan(10);
      expect(scenarios[name].handlers.length, name).toBeGreaterThan(0);
    }
  });

  it('are described without building an Intl formatter, which would load locale data as the demo starts', async () => {
    expect(scenarios['big-catalogue'].description).toContain(' 10,000 dishes');
    vi.resetModules();
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      await import('./scenarios');
      expect(toLocaleString).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      toLocaleString.mockRestore();
      numberFormat.mockRestore();
    }
  });

  it('slow: answers take seconds', async () => {
    applyScenario('slow');
    const started = performance.now();
    await expect(
      fetch(`${ORIGIN}/api/foods`, { signal: AbortSignal.timeout(SLOW_LATENCY_MS / 3) }),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_LATENCY_MS / 3 - 50);
  });

  it('server-down: every API call is a 500 sentence', async () => {
    applyScenario('server-down');
    for (const path of [
      '/api/foods',
      '/api/foods/tags',
      '/api/foods/x',
      '/api/orders/newOrderForCurrentUser',
      '/api/foods/search/%E0%A4%A',
      '/api/orders',
      '/api/orders/track/x',
      '/api/admin/orders',
    ]) {
      expectTextError(await call(path), 500, SERVER_DOWN_MESSAGE);
    }
    expectTextError(await call('/api/auth/login', { body: {} }), 500, SERVER_DOWN_MESSAGE);
    expectTextError(await pay({ paymentId: 'DEMO-1' }, 'any-token'), 500, SERVER_DOWN_MESSAGE);
  });

  it('empty-catalogue: no dishes anywhere, tags just All 0', async () => {
    applyScenario('empty-catalogue');
    expect(json<Food[]>(await call('/api/foods'))).toEqual([]);
    expect(json<Food[]>(await call('/api/foods/search/a'))).toEqual([]);
    expect(json<Food[]>(await call('/api/foods/tag/All'))).toEqual([]);
    expect(json<Tag[]>(await call('/api/foods/tags'))).toEqual([{ name: 'All', count: 0 }]);
    expectTextError(await call(`/api/foods/${SEED_FOODS[0]?.id}`), 404, ERRORS.foodNotFound);
  });

  it('big-catalogue: ten thousand dishes that can be looked up and ordered', async () => {
    applyScenario('big-catalogue');
    const foods = json<Food[]>(await call('/api/foods'));
    expect(BIG_CATALOGUE_SIZE).toBe(10_000);
    expect(foods).toHaveLength(BIG_CATALOGUE_SIZE);
    expect(json<Tag[]>(await call('/api/foods/tags'))[0]).toEqual({ name: 'All', count: BIG_CATALOGUE_SIZE });
    const last = foods[foods.length - 1];
    if (!last) throw new Error('no dishes');
    expect(json<Food>(await call(`/api/foods/${last.id}`)).name).toBe(last.name);
    const user = await logIn();
    const order = await call('/api/orders/create', { body: orderBody([last]), token: user.token });
    expect(order.status).toBe(201);
    expect(json<Order>(order).items[0]?.food.id).toBe(last.id);
  });

  it('login-fails: even the right password is refused', async () => {
    applyScenario('login-fails');
    const answer = await call('/api/auth/login', {
      body: { email: 'shopper@foodstore.test', password: 'shopper123' },
    });
    expectTextError(answer, 400, ERRORS.wrongCredentials);
  });

  it('register-email-taken: any registration is a 409', async () => {
    applyScenario('register-email-taken');
    const body = {
      name: 'Fresh Person',
      email: 'fresh@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      address: '1 Main St',
    };
    expectTextError(await call('/api/auth/register', { body }), 409, ERRORS.emailTaken);
  });

  it('pending-order-fails: the pending order cannot be loaded, though it was placed', async () => {
    const user = await logIn();
    await placeOrder(user.token);
    applyScenario('pending-order-fails');
    expectTextError(await pendingOrder(user.token), 500, PENDING_ORDER_FAILED_MESSAGE);
    expect((await myOrders(user.token)).status).toBe(200);
  });

  it("no-extensions: the extensions answer Express's 'Cannot GET' page, the original calls work", async () => {
    const user = await logIn();
    const admin = await logIn('admin');
    applyScenario('no-extensions');
    const missing = [
      await myOrders(user.token),
      await track('some-id', user.token),
      await pay({ paymentId: 'DEMO-1' }, user.token),
      await allOrders(admin.token),
      await call('/api/auth/logout', { method: 'POST', token: user.token }),
      await cancelOrder('some-id', user.token),
      await setOrderStatus('some-id', 'PREPARING', admin.token),
    ];
    expect(missing.map((answer) => [answer.status, answer.contentType])).toEqual(
      Array(7).fill([404, 'text/html; charset=utf-8']),
    );
    expect(missing[5]!.text).toContain('<pre>Cannot POST /api/orders/some-id/cancel</pre>');
    expect(missing[1]!.text).toContain('<pre>Cannot GET /api/orders/track/some-id</pre>');
    expect(missing[2]!.text).toContain('<pre>Cannot POST /api/orders/pay</pre>');
    expect((await call('/api/foods')).status).toBe(200);
    await placeOrder(user.token);
    expect((await pendingOrder(user.token)).status).toBe(200);
  });

  it('go away with resetHandlers (the test setup does it after each test)', async () => {
    applyScenario('server-down');
    server.resetHandlers();
    expect((await call('/api/foods')).status).toBe(200);
  });
});
