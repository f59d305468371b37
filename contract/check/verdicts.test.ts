// @vitest-environment node
/** Verdicts a backend team can trust: nothing passes by accident, missing extensions are told apart. */
import { createServer } from 'node:http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlersWith } from '@mocks/handlers';
import { allowOrigins, DEFAULT_CORS_ORIGINS } from '@mocks/server/cors';
import { createMockServer } from '@mocks/server/create-server';
import { summarize } from './summary';
import { ADMIN_STEP_NAMES, check, verdictsOf, withServer } from './test-server';

const mockServer = (overrides: Parameters<typeof handlersWith>[0] = []) =>
  createMockServer(handlersWith(overrides), allowOrigins(DEFAULT_CORS_ORIGINS));

describe('the contract check', () => {
  it('passes nothing on a server that answers 404 to everything, and fails it', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found.');
    });
    const results = await withServer(server, (baseUrl) => check(baseUrl));
    expect(results.filter((result) => result.verdict === 'pass')).toEqual([]);
    // The 404s it asked for prove nothing about a route that never answered anything else.
    const unknownDish = results.find((result) => result.name === 'a dish that does not exist');
    expect(unknownDish).toMatchObject({ verdict: 'skip', status: 404 });
    expect(unknownDish?.reason).toMatch(/^not shown to exist: no call of getFood succeeded/);
    expect(summarize(results, false)).toMatchObject({ exitCode: 1, core: { passed: 0 } });
  });

  it('counts a 404 it asked for once the route has shown itself, even later in the run', async () => {
    const results = await withServer(mockServer(), (baseUrl) => check(baseUrl));
    // Asked before any order exists; the route shows itself when the order is fetched afterwards.
    expect(results.find((result) => result.name === 'pending order before ordering')).toMatchObject({
      verdict: 'pass',
      status: 404,
    });
  });

  it('gives the same verdicts when run twice against the same server', async () => {
    // A server that wrongly accepts an invalid email: with a fixed address the second run would meet 409.
    const taken = new Set<string>();
    const lax = http.post('*/api/auth/register', async ({ request }) => {
      const body = (await request.clone().json()) as { email?: string };
      const email = String(body.email);
      if (email.includes('@')) return undefined;
      if (taken.has(email)) return new HttpResponse('That email is already registered.', { status: 409 });
      taken.add(email);
      const user = { id: 'lax', name: 'Lax', email, address: 'Anywhere 1', token: 't', isAdmin: false };
      return HttpResponse.json(user, { status: 201 });
    });
    const [first, second] = await withServer(mockServer([lax]), async (baseUrl) => [
      verdictsOf(await check(baseUrl)),
      verdictsOf(await check(baseUrl)),
    ]);
    expect(second).toEqual(first);
    expect(first?.filter((step) => step.verdict === 'fail')).toEqual([
      { name: 'register with an invalid email', verdict: 'fail', status: 201 },
    ]);
  });

  it('reports an extension the server lacks as not implemented, which fails only when required', async () => {
    const noSuchCall = () => new HttpResponse('There is no such API call.', { status: 404 });
    const missing = [
      http.post('*/api/auth/logout', noSuchCall),
      http.get('*/api/orders/track/:id', noSuchCall),
      // A server whose unknown paths fall through to a web app's index.html.
      http.get(
        '*/api/orders',
        () =>
          new HttpResponse('<!doctype html><title>Shop</title>', {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    ];
    const results = await withServer(mockServer(missing), (baseUrl) => check(baseUrl));
    const byVerdict = (verdict: string) =>
      results.filter((result) => result.verdict === verdict).map((result) => result.name);

    expect(byVerdict('fail')).toEqual([]);
    expect(byVerdict('not-implemented')).toEqual([
      'my orders without a token',
      'my orders',
      'track my order',
      'track my order without a token',
      'my orders after paying',
      'track my paid order',
      'my orders after canceling',
      'log out without a token',
      'log out with an unknown token',
      'log out',
    ]);
    expect(byVerdict('skip')).toEqual([
      // The 404s these asked for prove nothing about a route that never answered otherwise.
      "the second user tracks the first user's order",
      'track an order that does not exist',
      ...ADMIN_STEP_NAMES,
      'my orders with the logged-out token',
      'log out again with the logged-out token',
      'my orders in the first session, still logged in',
    ]);
    expect(results.find((result) => result.name === 'my orders')?.reason).toMatch(/with an HTML page/);
    expect(summarize(results, false)).toMatchObject({
      exitCode: 0,
      core: { failed: 0, notImplemented: 0 },
      extensions: { failed: 0, notImplemented: 10, missing: ['getOrders', 'getOrder', 'logout'] },
    });
    expect(summarize(results, true).exitCode).toBe(1);
  });

  it('still fails an extension that exists but answers wrongly', async () => {
    // Implemented (it answers the others), but lets anyone see the history without a token.
    const leaky = http.get('*/api/orders', async ({ request }) =>
      request.headers.has('access_token') ? undefined : HttpResponse.json([]),
    );
    const results = await withServer(mockServer([leaky]), (baseUrl) => check(baseUrl));
    expect(results.filter((result) => result.verdict !== 'pass' && result.verdict !== 'skip')).toEqual([
      expect.objectContaining({ name: 'my orders without a token', verdict: 'fail', status: 200 }),
    ]);
    expect(summarize(results, false).exitCode).toBe(0);
    expect(summarize(results, true).exitCode).toBe(1);
  });
});
