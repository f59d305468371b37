// @vitest-environment node
/** Someone else's data: a second real user's token against the first user's real ids. */
import { getResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlersWith, routeHandlers } from '@mocks/handlers';
import { allowOrigins, DEFAULT_CORS_ORIGINS } from '@mocks/server/cors';
import { createMockServer } from '@mocks/server/create-server';
import { ACCESS_TOKEN_HEADER } from '../rules';
import { changedAnswer, check, withServer } from './test-server';

/**
 * A server that updates the profile named in the body, whoever's token comes with it; `pretend`
 * answers 403 after writing, as if it had refused.
 */
function profileHole(pretend = false) {
  // Every token issued, with its user, as the server's own sessions would know them.
  const userOf = new Map<string, string>();
  const remember = (user: unknown) => {
    const { id, token } = user as { id: string; token: string };
    userOf.set(token, id);
    return user;
  };
  const tokenOf = (id: string) => [...userOf].find(([, user]) => user === id)?.[0];
  return [
    changedAnswer(routeHandlers, 'post', '/api/auth/register', remember),
    changedAnswer(routeHandlers, 'post', '/api/auth/login', remember),
    http.post('*/api/users/update', async ({ request }) => {
      const body = await request.text();
      const target = String((JSON.parse(body) as { id?: unknown }).id);
      const sender = userOf.get(request.headers.get(ACCESS_TOKEN_HEADER) ?? '');
      const headers = new Headers(request.headers);
      const someoneElse = sender !== undefined && sender !== target && tokenOf(target) !== undefined;
      if (someoneElse) headers.set(ACCESS_TOKEN_HEADER, tokenOf(target) ?? '');
      const answer = await getResponse(
        routeHandlers,
        new Request(request.url, { method: 'POST', headers, body }),
      );
      return pretend && someoneElse
        ? new Response('You can only update your own profile.', { status: 403 })
        : answer;
    }),
  ];
}

describe('the ownership probes', () => {
  it("fail a server that lets the second user rewrite the first user's profile", async () => {
    const server = createMockServer(handlersWith(profileHole()), allowOrigins(DEFAULT_CORS_ORIGINS));
    const results = await withServer(server, (baseUrl) => check(baseUrl));
    const failed = results.filter((result) => result.verdict === 'fail');
    expect(failed.map(({ name, status, problems }) => ({ name, status, problems }))).toEqual([
      {
        name: "the second user updates the first user's profile",
        status: 200,
        problems: [expect.stringMatching(/^expected status 403, got 200/)],
      },
      {
        name: 'the first user is unchanged by the second',
        status: 200,
        problems: ["the second user's update changed the first user's profile"],
      },
    ]);
  });

  it('fail a server that answers 403 after writing anyway', async () => {
    const server = createMockServer(handlersWith(profileHole(true)), allowOrigins(DEFAULT_CORS_ORIGINS));
    const results = await withServer(server, (baseUrl) => check(baseUrl));
    expect(results.filter((result) => result.verdict === 'fail').map((result) => result.name)).toEqual([
      'the first user is unchanged by the second',
    ]);
  });

  it("send the second user's real token and the first user's real order id", async () => {
    const seen: { token: string | null; path: string }[] = [];
    const spy = http.get('*/api/orders/track/:id', ({ request }) => {
      seen.push({ token: request.headers.get(ACCESS_TOKEN_HEADER), path: new URL(request.url).pathname });
      return undefined;
    });
    const server = createMockServer(handlersWith([spy]), allowOrigins(DEFAULT_CORS_ORIGINS));
    const results = await withServer(server, (baseUrl) => check(baseUrl));
    const byName = (name: string) => results.find((result) => result.name === name);
    expect(byName("the second user tracks the first user's order")).toMatchObject({
      verdict: 'pass',
      status: 404,
    });
    const mine = byName('track my order')?.path;
    const theirs = byName("the second user tracks the first user's order")?.path;
    expect(theirs).toBe(mine);
    const tokens = seen.filter(({ path }) => path === mine).map(({ token }) => token);
    // Mine, none, and the second user's: a real one, different from mine (then mine once it is paid).
    expect(tokens).toHaveLength(4);
    expect(tokens[3]).toBe(tokens[0]);
    expect(tokens[2]).toMatch(/\S/);
    expect(tokens[2]).not.toBe(tokens[0]);
  });
});
