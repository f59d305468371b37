/**
 * The `chaos` scenario: a share of API calls fail (500), time out or answer slowly, chosen by a seed,
 * so a journey replayed with the same seed meets the same failures. Which call fails depends on the
 * seed, the call (method and path) and how many times this run has made that call before, never on
 * the clock or on the order in which parallel calls arrive.
 */
import { delay, getResponse, http, type HttpHandler } from 'msw';
import { isApiRequest } from '../http/api-request';
import { textResponse } from '../http/responses';

export type ChaosFault = 'error' | 'timeout' | 'slow';

export interface ChaosSettings {
  seed: number;
  /** The share of calls that meet a fault, from 0 to 1. */
  rate: number;
}

export const DEFAULT_CHAOS_RATE = 0.2;
/** Longer than the app waits for an answer (15 s), so the call meets its timeout. */
export const CHAOS_TIMEOUT_MS = 20_000;
export const CHAOS_SLOW_MS = 3_000;
export const CHAOS_ERROR_MESSAGE = 'Something went wrong on our side (chaos scenario). Please try again.';
export const CHAOS_TIMEOUT_MESSAGE = 'The server took too long to answer (chaos scenario).';
/** Says on the answer which fault the chaos scenario injected, for the request log and for curl. */
export const INJECTED_HEADER = 'X-Mock-Injected';

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

/** How long the slow and the timed-out calls take (tests, which check verdicts, not clocks, wait none). */
export interface ChaosWaits {
  slowMs: number;
  timeoutMs: number;
}

const REAL_WAITS: ChaosWaits = { slowMs: CHAOS_SLOW_MS, timeoutMs: CHAOS_TIMEOUT_MS };

/** A seed, a rate and a fresh count of calls: what one run of the scenario is. */
export function createChaos(settings: ChaosSettings, waits: ChaosWaits = REAL_WAITS) {
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

let current = createChaos({ seed: 1, rate: DEFAULT_CHAOS_RATE });

/** Starts a run: the browser from the URL's `seed` and `rate`, the standalone server from its variables. */
export function setChaos(settings: ChaosSettings, waits?: ChaosWaits): void {
  current = createChaos(settings, waits);
}

/** A seed for a run that names none: short enough to read off the console and type into a link. */
export const drawChaosSeed = () => Math.floor(Math.random() * 100_000);

function marked(answer: Response, fault: ChaosFault): Response {
  const headers = new Headers();
  answer.headers.forEach((value, name) => headers.append(name, value));
  headers.set(INJECTED_HEADER, fault);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * In front of `routes`: each call meets the fault its seed gives it. A slow call is answered by the
 * routes after the wait, so its answer is the real one, marked.
 */
export function chaosHandlers(routes: () => readonly HttpHandler[]): HttpHandler[] {
  return [
    http.all(isApiRequest, async ({ request }) => {
      const fault = current.faultFor(request);
      if (fault === null) return undefined;
      if (fault === 'error') return marked(textResponse(500, CHAOS_ERROR_MESSAGE), fault);
      if (fault === 'timeout') {
        await delay(current.waits.timeoutMs);
        return marked(textResponse(504, CHAOS_TIMEOUT_MESSAGE), fault);
      }
      await delay(current.waits.slowMs);
      const answer = await getResponse([...routes()], request);
      return answer && marked(answer, fault);
    }),
  ];
}

/**
 * Reads `seed` and `rate` as the URL or the environment gives them: a random seed and the default
 * rate where they are missing or unreadable, with a sentence for each unreadable one.
 */
export function parseChaosSettings(
  seed: string | null | undefined,
  rate: string | null | undefined,
  randomSeed: () => number,
): { settings: ChaosSettings; problems: string[] } {
  const problems: string[] = [];
  let parsedSeed: number | undefined;
  if (seed != null && seed.trim() !== '') {
    const value = Number(seed);
    if (Number.isSafeInteger(value) && value >= 0) parsedSeed = value;
    else problems.push(`The chaos seed must be a whole number, got "${seed}".`);
  }
  let parsedRate = DEFAULT_CHAOS_RATE;
  if (rate != null && rate.trim() !== '') {
    const value = Number(rate);
    if (Number.isFinite(value) && value >= 0 && value <= 1) parsedRate = value;
    else problems.push(`The chaos rate must be a number from 0 to 1, got "${rate}".`);
  }
  return { settings: { seed: parsedSeed ?? randomSeed(), rate: parsedRate }, problems };
}
