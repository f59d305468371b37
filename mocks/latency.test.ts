// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answering, setLatency } from './latency';

const LATENCY_MS = 400;

/** A resolver that spends `ms` of the clock on its own work, then answers (or passes the request on). */
const working = (ms: number, answer: Response | undefined) => () => {
  vi.advanceTimersByTime(ms);
  return answer;
};

/** Whether the promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('answering', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setLatency(LATENCY_MS);
  });
  afterEach(() => {
    setLatency(0);
    vi.useRealTimers();
  });

  it('answers a latency after the request, counting the handler’s own work toward it', async () => {
    const answer = new Response('menu');
    const pending = answering(working(300, answer))();
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(pending)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(pending)).toBe(true);
    expect(await pending).toBe(answer);
  });

  it('adds nothing to work that took longer than the latency', async () => {
    const pending = answering(working(LATENCY_MS + 100, new Response('menu')))();
    expect(await settled(pending)).toBe(true);
  });

  it('adds nothing to a request passed on to the next handler', async () => {
    const pending = answering(working(0, undefined))();
    expect(await settled(pending)).toBe(true);
    expect(await pending).toBeUndefined();
  });

  it('adds nothing when the latency is zero, as in tests', async () => {
    setLatency(0);
    expect(await settled(answering(working(0, new Response('menu')))())).toBe(true);
  });
});
