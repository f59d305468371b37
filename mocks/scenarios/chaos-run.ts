/**
 * The chaos scenario's run (chaos.ts): which call meets which fault, and the faulty answers. Loaded
 * with the scenario's first call, so the demo's first load carries none of it in other scenarios.
 */
import { delay, getResponse, type HttpHandler } from 'msw';
import { INJECTED_HEADER, textResponse } from '../http/responses';
import type { ChaosSettings, ChaosWaits } from './chaos';

export type ChaosFault = 'error' | 'timeout' | 'slow';

export const CHAOS_ERROR_MESSAGE = 'Something went wrong on our side (chaos scenario). Please try again.';
export const CHAOS_TIMEOUT_MESSAGE = 'The server took too long to answer (chaos scenario).';

const FAULTS: readonly ChaosFault[] = ['error', 'timeout', 'slow'];

/** FNV-1a: a 32-bit hash of the text, the same on every engine. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** The fault, if any, that `seed` gives the call `key` (e.g. 'GET /api/foods #2'). */
export function chaosFault({ seed, rate }: ChaosSettings, key: string): ChaosFault | null {
  const draw = generator(hash(`${seed}|${key}`));
  if (draw() >= rate) return null;
  return FAULTS[Math.floor(draw() * FAULTS.length)] ?? 'error';
}

/** A seed, a rate and a fresh count of calls: what one run of the scenario is. */
export function createChaos(settings: ChaosSettings, waits: ChaosWaits) {
  const made = new Map<string, number>();
  return {
    settings,
    waits,
    /** The fault for this call, counting it. */
    faultFor(request: Request): ChaosFault | null {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      const occurrence = made.get(call) ?? 0;
      made.set(call, occurrence + 1);
      return chaosFault(settings, `${call} #${occurrence}`);
    },
  };
}

export type ChaosRun = ReturnType<typeof createChaos>;

function marked(answer: Response, fault: ChaosFault): Response {
  const headers = new Headers();
  answer.headers.forEach((value, name) => headers.append(name, value));
  headers.set(INJECTED_HEADER, fault);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * The call's fault, if its seed gives it one. A slow call is answered by `routes` after the wait, so
 * its answer is the real one, marked.
 */
export async function answerWithChaos(
  run: ChaosRun,
  request: Request,
  routes: readonly HttpHandler[],
): Promise<Response | undefined> {
  const fault = run.faultFor(request);
  if (fault === null) return undefined;
  if (fault === 'error') return marked(textResponse(500, CHAOS_ERROR_MESSAGE), fault);
  if (fault === 'timeout') {
    await delay(run.waits.timeoutMs);
    return marked(textResponse(504, CHAOS_TIMEOUT_MESSAGE), fault);
  }
  await delay(run.waits.slowMs);
  const answer = await getResponse([...routes], request);
  return answer && marked(answer, fault);
}
