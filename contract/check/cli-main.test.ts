// @vitest-environment node
/** The CLI's outputs: the table, --json and --junit, and the exit codes they come with. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlersWith } from '@mocks/handlers';
import { allowOrigins, DEFAULT_CORS_ORIGINS } from '@mocks/server/cors';
import { createMockServer } from '@mocks/server/create-server';
import { runCli } from './cli-main';
import { CONTRACT_STEPS } from './steps';
import { realFetch, withServer } from './test-server';

const noLogout = http.post('*/api/auth/logout', () => new HttpResponse('Not found.', { status: 404 }));
const mockServer = (overrides: HttpHandler[] = []) =>
  createMockServer(handlersWith(overrides), allowOrigins(DEFAULT_CORS_ORIGINS));

async function cli(server: Server, args: string[] = []) {
  let out = '';
  let err = '';
  const code = await withServer(server, (baseUrl) =>
    runCli(['--base-url', baseUrl, ...args], {
      out: (text) => (out += text),
      err: (text) => (err += text),
      fetch: realFetch,
    }),
  );
  return { code, out, err };
}

describe('the contract-check CLI', () => {
  it('prints the table: core calls and extensions apart, a summary each, exit 0 when all pass', async () => {
    const { code, out } = await cli(mockServer());
    expect(code).toBe(0);
    expect(out).toMatch(/^Core: the ten calls of the specification$/m);
    expect(out).toMatch(/^Extensions: the operations marked x-extension$/m);
    expect(out).toMatch(/^PASS {2}200 {2}GET {2}\/api\/foods {2}\(all dishes, \d+ ms\)$/m);
    expect(out).toMatch(
      /^SKIP {2}--- {2}GET {2}\/api\/admin\/orders {2}\(all orders as the admin\) skipped: no admin/m,
    );
    // Without admin credentials: logging the admin in and ordering for the admin to move (core),
    // the admin list, the admin's moves and what the shopper sees of them (extensions).
    expect(out).toMatch(/^Core: \d+ calls: \d+ passed, 0 failed\. 2 skipped\.$/m);
    expect(out).toMatch(/^Extensions: \d+ calls: \d+ passed, 0 failed\. 10 skipped\.$/m);
    expect(out).toMatch(/^In all: \d+ calls: \d+ passed, 0 failed\. 12 skipped \(see SKIP above\)\.$/m);
    expect(out).not.toMatch(/FAIL|N\/I/);
  });

  it('prints no PASS line and exits 1 against a server that answers 404 to everything', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found.');
    });
    const { code, out } = await cli(server);
    expect(out).not.toMatch(/^PASS/m);
    expect(out).toMatch(/^N\/I {3}404 {2}POST \/api\/auth\/logout .* not implemented: no call of logout/m);
    expect(code).toBe(1);
  });

  it('exits 0 without an extension unless --require-extensions makes it count', async () => {
    const without = await cli(mockServer([noLogout]));
    expect(without.code).toBe(0);
    expect(without.out).toMatch(/^Extensions: .* 3 not implemented \(logout\)\./m);
    expect(without.out).toMatch(/^Extensions do not count for the exit code; --require-extensions/m);
    expect((await cli(mockServer([noLogout]), ['--require-extensions'])).code).toBe(1);
  });

  it('prints one JSON document with --json', async () => {
    const { code, out } = await cli(mockServer([noLogout]), ['--json']);
    const report = JSON.parse(out) as {
      baseUrl: string;
      appOrigin: string;
      steps: Record<string, unknown>[];
      summary: { exitCode: number; core: { failed: number }; extensions: { missing: string[] } };
    };
    expect(code).toBe(0);
    expect(report.appOrigin).toBe('http://localhost:5173');
    expect(report.steps).toHaveLength(CONTRACT_STEPS.length);
    expect(report.steps[0]).toEqual({
      name: 'all dishes',
      operationId: 'getFoods',
      group: 'core',
      method: 'GET',
      path: '/api/foods',
      status: 200,
      verdict: 'pass',
      problems: [],
      reason: null,
      ms: expect.any(Number),
    });
    expect(report.steps.find((step) => step.name === 'log out')).toMatchObject({
      group: 'extension',
      verdict: 'not-implemented',
      status: 404,
    });
    expect(report.summary).toMatchObject({
      exitCode: 0,
      core: { failed: 0 },
      extensions: { missing: ['logout'] },
    });
  });

  it('writes JUnit XML with --junit (report-junit.test.ts reads it back with an XML parser)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'contract-check-')), 'report.xml');
    const { code, out } = await cli(mockServer([noLogout]), ['--junit', file, '--require-extensions']);
    expect(code).toBe(1);
    expect(out).toMatch(/^Core: /m);
    const xml = readFileSync(file, 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(xml.match(/<testcase /g)).toHaveLength(CONTRACT_STEPS.length);
    expect(xml).toMatch(/<testsuite name="core" tests="\d+" failures="0" errors="0" skipped="2"/);
    // Required, the missing extension fails: the three logout calls it answered 404.
    expect(xml).toMatch(/<testsuite name="extensions" tests="\d+" failures="3" errors="0" skipped="13"/);
    expect(xml).toContain('<testcase name="log out" classname="extensions.logout"');
  });

  it('refuses bad usage with exit 2 and the usage on stderr', async () => {
    const { code, out, err } = await cli(mockServer(), ['--json=yes']);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^Usage: npm run contract:check/);
  });
});
