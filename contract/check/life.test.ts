// @vitest-environment node
/** The order-life steps: the history and estimate agree with the status, and only the owner cancels. */
import { getResponse, http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { handlersWith, routeHandlers } from '@mocks/handlers';
import { allowOrigins, DEFAULT_CORS_ORIGINS } from '@mocks/server/cors';
import { createMockServer } from '@mocks/server/create-server';
import { account } from '@mocks/testing/api';
import { isJsonObject } from '../json';
import { ACCESS_TOKEN_HEADER } from '../rules';
import { lifeProblems } from './steps-life';
import { changedAnswer, check, withServer } from './test-server';

async function run(overrides: HttpHandler[]) {
  const server = createMockServer(handlersWith(overrides), allowOrigins(DEFAULT_CORS_ORIGINS));
  const { email, password } = account('admin');
  const results = await withServer(server, (baseUrl) => check(baseUrl, { admin: { email, password } }));
  return results
    .filter((result) => result.verdict !== 'pass')
    .map(({ name, verdict }) => ({ name, verdict }));
}

/** Every call that answers orders, its answer changed order by order. */
function everyOrderAnswer(change: (order: Record<string, unknown>) => unknown): HttpHandler[] {
  const each = (body: unknown) =>
    Array.isArray(body)
      ? body.map((order) => (isJsonObject(order) ? change(order) : order))
      : change(body as never);
  return (
    [
      ['get', '/api/orders'],
      ['get', '/api/orders/track/:id'],
      ['post', '/api/orders/pay'],
      ['post', '/api/orders/:id/cancel'],
      ['get', '/api/admin/orders'],
      ['post', '/api/admin/orders/:id/status'],
    ] as const
  ).map(([method, path]) => changedAnswer(routeHandlers, method, path, each));
}

describe('the order-life steps', () => {
  it('pass a server that sends no history and no estimate: both are optional', async () => {
    const plain = everyOrderAnswer((order) => {
      const without = { ...order };
      delete without.statusHistory;
      delete without.estimatedDeliveryAt;
      return without;
    });
    expect(await run(plain)).toEqual([]);
  });

  it('fail a server whose history does not end with the status', async () => {
    const behind = everyOrderAnswer((order) =>
      Array.isArray(order.statusHistory)
        ? { ...order, statusHistory: order.statusHistory.slice(0, 1) }
        : order,
    );
    expect(await run(behind)).toEqual([
      // The paid order's history is [PAID] and stays right; every later answer lags behind its status.
      { name: 'cancel my paid order', verdict: 'fail' },
      { name: 'cancel my order again', verdict: 'fail' },
      { name: 'my orders after canceling', verdict: 'fail' },
      { name: 'the admin marks the second order as being prepared', verdict: 'fail' },
      { name: 'the admin marks it as being prepared again', verdict: 'fail' },
      { name: 'the shopper sees the move', verdict: 'fail' },
      { name: 'the admin cancels the second order', verdict: 'fail' },
    ]);
  });

  it("fail a server that lets another user cancel someone's order", async () => {
    // Any logged-in user's cancel is done as the owner's.
    const anyone = http.post('*/api/orders/:id/cancel', async ({ request, params }) => {
      const { orders, sessions } = db.read();
      const owner = orders.find((order) => order.id === params.id)?.userId;
      const token = sessions.find((session) => session.userId === owner)?.token;
      const headers = new Headers(request.headers);
      if (token && headers.has(ACCESS_TOKEN_HEADER)) headers.set(ACCESS_TOKEN_HEADER, token);
      return getResponse(routeHandlers, new Request(request.url, { method: 'POST', headers }));
    });
    expect(await run([anyone])).toEqual([
      { name: "the second user cancels the first user's order", verdict: 'fail' },
    ]);
  });
});

describe('lifeProblems', () => {
  const paidAt = '2026-01-01T12:01:00.000Z';
  it('accepts a consistent life, or none at all', () => {
    expect(lifeProblems({ status: 'NEW' })).toEqual([]);
    expect(
      lifeProblems({
        status: 'PREPARING',
        statusHistory: [
          { status: 'PAID', at: paidAt },
          { status: 'PREPARING', at: '2026-01-01T12:03:00.000Z' },
        ],
        estimatedDeliveryAt: '2026-01-01T12:21:00.000Z',
      }),
    ).toEqual([]);
  });

  it('names each way a life can contradict itself', () => {
    expect(
      lifeProblems({
        status: 'DELIVERED',
        statusHistory: [
          { status: 'PREPARING', at: '2026-01-01T12:03:00.000Z' },
          { status: 'SHIPPED', at: paidAt },
        ],
        estimatedDeliveryAt: '2026-01-01T12:00:00.000Z',
      }),
    ).toEqual([
      'the status history does not end with the status (DELIVERED)',
      'the status history of a paid order does not start with PAID',
      'the status history is not oldest first',
      'an estimated delivery time on a DELIVERED order',
      'the estimated delivery time is before the last step',
    ]);
  });
});
