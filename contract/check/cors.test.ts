// @vitest-environment node
/** The CORS steps: what a browser on the app's origin would be allowed to do with the server. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { allowOrigins } from '@mocks/server/cors';
import { createMockServer } from '@mocks/server/create-server';
import { answerCorsProblems, preflightProblems } from './cors';
import { CORS_STEPS } from './steps-cors';
import { ADMIN_STEP_NAMES, check, withServer } from './test-server';

const APP = 'http://localhost:5173';
const call = { origin: APP, method: 'POST', credentials: true };
const CORS_STEP_NAMES = CORS_STEPS.map((step) => step.name);

const notPassed = (results: Awaited<ReturnType<typeof check>>) =>
  results.filter((result) => result.verdict !== 'pass').map(({ name, verdict }) => ({ name, verdict }));
const adminSkipped = ADMIN_STEP_NAMES.map((name) => ({ name, verdict: 'skip' }));

describe('the CORS steps', () => {
  it('fail a server whose CORS does not allow the app, and only those steps', async () => {
    // It allows the preview server, not the dev server the app runs on.
    const server = createMockServer(handlers, allowOrigins(['http://localhost:4173']));
    const results = await withServer(server, (baseUrl) => check(baseUrl));
    expect(notPassed(results)).toEqual([
      ...CORS_STEP_NAMES.map((name) => ({ name, verdict: 'fail' })),
      ...adminSkipped,
    ]);
    expect(results.find((result) => result.name === 'CORS preflight for logging in')?.problems).toEqual([
      `no Access-Control-Allow-Origin: browsers keep the answer from ${APP}`,
      'Access-Control-Allow-Credentials is not true, yet the app sends credentials',
      'Access-Control-Allow-Headers does not allow content-type, access_token',
    ]);
  });

  it('speak for the origin given with --app-origin', async () => {
    const server = createMockServer(handlers, allowOrigins(['https://shop.example']));
    const results = await withServer(server, (baseUrl) =>
      check(baseUrl, { appOrigin: 'https://shop.example' }),
    );
    expect(notPassed(results)).toEqual(adminSkipped);
  });

  it('are skipped when the app is served from the server itself', async () => {
    const server = createMockServer(handlers, allowOrigins([]));
    const results = await withServer(server, (baseUrl) =>
      check(baseUrl, { appOrigin: new URL(baseUrl).origin }),
    );
    expect(notPassed(results)).toEqual([
      ...CORS_STEP_NAMES.map((name) => ({ name, verdict: 'skip' })),
      ...adminSkipped,
    ]);
  });

  it('ask for credentials exactly on the calls the app sends with credentials', () => {
    const dir = new URL('../../src/features/', import.meta.url);
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\/api\/[^/]+\.ts$/.test(`/${file}`) && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(new URL(file, dir), 'utf8'));
    const credentialed = sources.flatMap((source) =>
      [...source.matchAll(/url: '([^']+)'[^}]*credentials: 'include'/g)].map((match) => match[1]),
    );
    const preflights = CORS_STEPS.filter((step) => step.method === 'OPTIONS');
    expect(preflights.map((step) => step.path({} as never)).sort()).toEqual(credentialed.sort());
    expect(preflights.every((step) => step.method === 'OPTIONS' && step.credentials)).toBe(true);
  });
});

describe('the CORS checks', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  const allowing = {
    'Access-Control-Allow-Origin': APP,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': 'Content-Type, ACCESS_TOKEN',
  };

  it('accept what a browser accepts: POST needs no Allow-Methods, header names ignore case', () => {
    expect(preflightProblems(204, headers(allowing), call)).toEqual([]);
    expect(
      preflightProblems(200, headers({ ...allowing, 'Access-Control-Allow-Methods': 'GET' }), call),
    ).toEqual([]);
    expect(answerCorsProblems(headers(allowing), call)).toEqual([]);
  });

  it('refuse * for a call with credentials, and accept it without', () => {
    const wildcard = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    expect(preflightProblems(204, headers(wildcard), call)).toEqual([
      'Access-Control-Allow-Origin is *, which allows no call sent with credentials',
      'Access-Control-Allow-Credentials is not true, yet the app sends credentials',
      'Access-Control-Allow-Headers does not allow content-type, access_token',
    ]);
    expect(preflightProblems(204, headers(wildcard), { ...call, credentials: false })).toEqual([]);
  });

  it('name each thing a browser would refuse', () => {
    expect(
      preflightProblems(
        404,
        headers({
          ...allowing,
          'Access-Control-Allow-Origin': 'http://other.test',
          'Access-Control-Allow-Headers': 'content-type',
        }),
        { ...call, method: 'PUT' },
      ),
    ).toEqual([
      'the preflight answered 404; browsers need a 2xx',
      `Access-Control-Allow-Origin is http://other.test, not the app's ${APP}`,
      'Access-Control-Allow-Methods does not allow PUT',
      'Access-Control-Allow-Headers does not allow access_token',
    ]);
  });
});
