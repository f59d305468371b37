/**
 * The `chaos` scenario: a share of API calls fail (500), time out or answer slowly, chosen by a seed,
 * so a journey replayed with the same seed meets the same failures. Which call fails depends on the
 * seed, the call (method and path) and how many times this run has made that call before, never on
 * the clock or on the order in which parallel calls arrive.
 */
import { http, type HttpHandler } from 'msw';
import { isApiRequest } from '../http/api-request';
import type { ChaosRun } from './chaos-run';

export interface ChaosSettings {
  seed: number;
  /** The share of calls that meet a fault, from 0 to 1. */
  rate: number;
}

/** How long the slow and the timed-out calls take (tests, which check verdicts, not clocks, wait none). */
export interface ChaosWaits {
  slowMs: number;
  timeoutMs: number;
}

export const DEFAULT_CHAOS_RATE = 0.2;
/** Longer than the app waits for an answer (15 s), so the call meets its timeout. */
export const CHAOS_TIMEOUT_MS = 20_000;
export const CHAOS_SLOW_MS = 3_000;

const REAL_WAITS: ChaosWaits = { slowMs: CHAOS_SLOW_MS, timeoutMs: CHAOS_TIMEOUT_MS };

let chosen: { settings: ChaosSettings; waits: ChaosWaits } = {
  settings: { seed: 1, rate: DEFAULT_CHAOS_RATE },
  waits: REAL_WAITS,
};
/** The run the chosen settings started, made with the first call (its count of calls starts there). */
let run: ChaosRun | null = null;

/** Starts a run: the browser from the URL's `seed` and `rate`, the standalone server from its variables. */
export function setChaos(settings: ChaosSettings, waits: ChaosWaits = REAL_WAITS): void {
  chosen = { settings, waits };
  run = null;
}

/** A seed for a run that names none: short enough to read off the console and type into a link. */
export const drawChaosSeed = () => Math.floor(Math.random() * 100_000);

/** In front of `routes`: each call meets the fault its seed gives it (chaos-run.ts, loaded with the first). */
export function chaosHandlers(routes: () => readonly HttpHandler[]): HttpHandler[] {
  return [
    http.all(isApiRequest, async ({ request }) => {
      const { answerWithChaos, createChaos } = await import('./chaos-run');
      run ??= createChaos(chosen.settings, chosen.waits);
      return answerWithChaos(run, request, routes());
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
