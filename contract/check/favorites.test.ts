// @vitest-environment node
/** The favourite steps: each user's own, marked in the food answers, and a server without them. */
import { getResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers, handlersWith, routeHandlers } from '@mocks/handlers';
import { scenarios } from '@mocks/scenarios';
import { allowOrigins, DEFAULT_CORS_ORIGINS } from '@mocks/server/cors';
import { createMockServer } from '@mocks/server/create-server';
import { ACCESS_TOKEN_HEADER } from '../rules';
import { summarize } from './summary';
import { changedAnswer, check, withServer } from './test-server';

const FAVORITE_STEPS = [
  'save a favourite',
  'save the same favourite again',
  'my favourites',
  'the menu marks my favourite',
  'my favourite dish',
  "the first user's favourite dish without a token",
  "the second user's menu",
  "the second user's favourites",
  'remove a favourite',
  'remove the same favourite again',
];

async function run(routes: ReturnType<typeof handlersWith>) {
  const server = createMockServer(routes, allowOrigins(DEFAULT_CORS_ORIGINS));
  const results = await withServer(server, (baseUrl) => check(baseUrl));
  const byVerdict = (verdict: string) =>
    results.filter((result) => result.verdict === verdict).map((result) => result.name);
  return { results, byVerdict };
}

/** A server that keeps one set of favourites for everybody: every real token acts as the first user's. */
function sharedFavorites() {
  const issued: string[] = [];
  const remember = (user: unknown) => {
    issued.push((user as { token: string }).token);
    return user;
  };
  const asFirstUser = async ({ request }: { request: Request }) => {
    const headers = new Headers(request.headers);
    const token = headers.get(ACCESS_TOKEN_HEADER) ?? '';
    if (issued.includes(token)) headers.set(ACCESS_TOKEN_HEADER, issued[0] ?? token);
    return getResponse(routeHandlers, new Request(request.url, { method: request.method, headers }));
  };
  return [
    changedAnswer(routeHandlers, 'post', '/api/auth/register', remember),
    changedAnswer(routeHandlers, 'post', '/api/auth/login', remember),
    http.all('*/api/users/favorites', asFirstUser),
    http.all('*/api/users/favorites/:foodId', asFirstUser),
    http.get('*/api/foods', asFirstUser),
    http.get('*/api/foods/:id', asFirstUser),
  ];
}

describe('the favourite steps', () => {
  it('pass the mock, which keeps favourites per user', async () => {
    const { results, byVerdict } = await run(handlers);
    expect(byVerdict('fail')).toEqual([]);
    const ran = results.filter((result) => FAVORITE_STEPS.includes(result.name));
    expect(ran.map((result) => result.verdict)).toEqual(FAVORITE_STEPS.map(() => 'pass'));
  });

  it("fail a server that shows one user's favourites to another", async () => {
    const { byVerdict } = await run(handlersWith(sharedFavorites()));
    expect(byVerdict('fail')).toEqual(["the second user's menu", "the second user's favourites"]);
  });

  it('fail a server that keeps favourites but never marks them in the food answers', async () => {
    const unmarked = (food: unknown) => ({ ...(food as object), favorite: false });
    const { byVerdict } = await run(
      handlersWith([
        changedAnswer(routeHandlers, 'get', '/api/foods', (foods) => (foods as unknown[]).map(unmarked)),
      ]),
    );
    expect(byVerdict('fail')).toEqual(['the menu marks my favourite']);
  });

  it('report a server without the favourite calls as not implemented, and skip what needs them', async () => {
    const { results, byVerdict } = await run(handlersWith(scenarios['no-extensions'].handlers));
    expect(byVerdict('fail')).toEqual([]);
    expect(byVerdict('not-implemented')).toEqual(
      expect.arrayContaining([
        'my favourites without a token',
        'my favourites with an unknown token',
        'save a favourite without a token',
        'save a favourite',
        'save a dish that does not exist',
        'remove a dish that does not exist from my favourites',
      ]),
    );
    // Nothing was saved, so what would show it is never sent.
    expect(byVerdict('skip')).toEqual(expect.arrayContaining(FAVORITE_STEPS.slice(1)));
    expect(summarize(results, false)).toMatchObject({
      exitCode: 0,
      extensions: { missing: expect.arrayContaining(['getFavorites', 'addFavorite', 'removeFavorite']) },
    });
  });
});
