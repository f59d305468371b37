// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { REDACTED_TOKEN, type RequestLogEntry } from '@contract/demo';
import { server } from '../node';
import { scenarios } from '../scenarios';
import { setChaos } from '../scenarios/chaos';
import { chaosFault } from '../scenarios/chaos-run';
import { call, logIn } from '../testing/api';
import { BODY_LIMIT, recordApiCalls } from './capture';
import { createRequestLog } from './log';

function recording(scenario: string | null = null) {
  const log = createRequestLog(null);
  recordApiCalls(server.events, log, scenario);
  return log;
}

/** The log once every call in it has its answer. */
async function answered(
  log: ReturnType<typeof recording>,
  count: number,
): Promise<readonly RequestLogEntry[]> {
  await expect.poll(() => log.entries().filter((entry) => entry.status !== null).length).toBe(count);
  return log.entries();
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('recordApiCalls', () => {
  it('logs each API call newest first: method, path, status, scenario, and whether a token went, never the token', async () => {
    const log = recording();
    const user = await logIn();
    await call('/api/foods?sort=price', { token: user.token });

    const [menu, login] = await answered(log, 2);
    expect(menu).toMatchObject({
      method: 'GET',
      url: 'http://localhost/api/foods?sort=price',
      status: 200,
      scenario: 'normal',
      tokenSent: true,
      injected: null,
    });
    expect(menu!.durationMs).toBeGreaterThanOrEqual(0);
    expect(login).toMatchObject({ method: 'POST', url: 'http://localhost/api/auth/login', tokenSent: false });
    expect(JSON.stringify(log.entries())).not.toContain(user.token);
  });

  it('keeps the bodies both ways, for HAR replay', async () => {
    const log = recording();
    await logIn();
    const [login] = await answered(log, 1);
    expect(JSON.parse(login!.request.body!)).toMatchObject({ email: 'shopper@foodstore.test' });
    expect(JSON.parse(login!.response!.body!)).toMatchObject({
      email: 'shopper@foodstore.test',
      token: REDACTED_TOKEN,
    });
    expect(login!.response!.headers).toContainEqual(['content-type', 'application/json']);
  });

  it('cuts a body beyond the limit and says so', async () => {
    const log = recording();
    await call('/api/users/update', { body: { name: 'x'.repeat(BODY_LIMIT) } });
    const [update] = await answered(log, 1);
    expect(update!.request.truncated).toBe(true);
    expect(update!.request.body).toHaveLength(BODY_LIMIT);
  });

  it('marks what the chaos scenario injected, and names the scenario', async () => {
    // A seed that fails the first menu call with an error, found the way the scenario draws.
    const seed = Array.from({ length: 1000 }, (_, index) => index).find(
      (candidate) => chaosFault({ seed: candidate, rate: 1 }, 'GET /api/foods #0') === 'error',
    )!;
    setChaos({ seed, rate: 1 }, { slowMs: 0, timeoutMs: 0 });
    server.use(...scenarios.chaos.handlers);
    const log = recording('chaos');
    await call('/api/foods');
    const [menu] = await answered(log, 1);
    expect(menu).toMatchObject({ status: 500, injected: 'error', scenario: 'chaos' });
  });

  it('keeps the last calls only', async () => {
    const log = recording();
    await Promise.all(Array.from({ length: log.limit + 5 }, () => call('/api/tags')));
    await answered(log, log.limit);
    expect(log.entries()).toHaveLength(log.limit);
  });
});
