// @vitest-environment node
/** One nit is one problem: later steps still get the dishes, tokens and ids a usable answer carries. */
import { describe, expect, it } from 'vitest';
import { handlersWith, routeHandlers } from '@mocks/handlers';
import { allowOrigins, DEFAULT_CORS_ORIGINS } from '@mocks/server/cors';
import { createMockServer } from '@mocks/server/create-server';
import { ADMIN_STEP_NAMES, changedAnswer, check, withServer } from './test-server';
import type { StepResult } from './verdicts';

const checkWith = (change: Parameters<typeof changedAnswer>) =>
  withServer(
    createMockServer(handlersWith([changedAnswer(...change)]), allowOrigins(DEFAULT_CORS_ORIGINS)),
    (baseUrl) => check(baseUrl),
  );
const failed = (results: StepResult[]) => results.filter((result) => result.verdict === 'fail');
const skipped = (results: StepResult[]) =>
  results.filter((result) => result.verdict === 'skip').map((result) => result.name);

describe('a schema nit in an answer later steps need', () => {
  it('fails only the logins that leak a password, and the token still serves every later step', async () => {
    const results = await checkWith([
      routeHandlers,
      'post',
      '/api/auth/login',
      (user) => ({ ...(user as object), password: 'hunter22' }),
    ]);
    const leaks = failed(results);
    expect(leaks.map((result) => result.operationId)).toEqual(leaks.map(() => 'login'));
    expect(leaks.map((result) => result.name)).toContain('log in');
    for (const result of leaks)
      expect(result.problems).toEqual(['body/password must NOT have more than 0 characters']);
    expect(skipped(results)).toEqual(ADMIN_STEP_NAMES);
  });

  it('fails only the menu calls with an out-of-range star count, and the dishes still serve every later step', async () => {
    const results = await checkWith([
      routeHandlers,
      'get',
      '/api/foods',
      (foods) => (Array.isArray(foods) ? foods.map((food: object) => ({ ...food, stars: 6 })) : foods),
    ]);
    expect(failed(results).map((result) => result.name)).toEqual([
      'all dishes',
      'the menu marks my favourite',
      "the second user's menu",
    ]);
    expect(failed(results)[0]?.problems[0]).toBe('body/0/stars must be <= 5');
    expect(skipped(results)).toEqual(ADMIN_STEP_NAMES);
    const tags = results.find((result) => result.name === 'tags with counts, All first');
    expect(tags?.verdict).toBe('pass');
  });
});
