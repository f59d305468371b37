// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_FOODS } from '../seed';
import { applyScenario } from '../node';
import { ORIGIN } from '../testing/api';
import { INJECTED_HEADER } from '../http/responses';
import { type ChaosSettings, DEFAULT_CHAOS_RATE, parseChaosSettings, setChaos } from './chaos';
import { CHAOS_ERROR_MESSAGE, chaosFault, createChaos } from './chaos-run';

const KEYS = Array.from({ length: 2000 }, (_, index) => `GET /api/foods/${index} #0`);
// The waits are 3 s and 20 s in the browser and the server; here only the verdicts count.
const NO_WAITS = { slowMs: 0, timeoutMs: 0 };

const faultsOf = (settings: ChaosSettings) => KEYS.map((key) => chaosFault(settings, key));

describe('the chaos scenario', () => {
  afterEach(() => setChaos({ seed: 1, rate: DEFAULT_CHAOS_RATE }));

  it('gives the same calls the same faults for the same seed, and others for another seed', () => {
    expect(faultsOf({ seed: 42, rate: 0.2 })).toEqual(faultsOf({ seed: 42, rate: 0.2 }));
    expect(faultsOf({ seed: 43, rate: 0.2 })).not.toEqual(faultsOf({ seed: 42, rate: 0.2 }));
  });

  it('fails about the share of calls its rate says, with each kind of fault', () => {
    const faults = faultsOf({ seed: 7, rate: 0.2 });
    const failed = faults.filter((fault) => fault !== null);
    expect(failed.length / KEYS.length).toBeGreaterThan(0.17);
    expect(failed.length / KEYS.length).toBeLessThan(0.23);
    expect(new Set(failed)).toEqual(new Set(['error', 'timeout', 'slow']));
    expect(faultsOf({ seed: 7, rate: 0 }).every((fault) => fault === null)).toBe(true);
    expect(faultsOf({ seed: 7, rate: 1 }).every((fault) => fault !== null)).toBe(true);
  });

  it('counts each call, so the second menu load may fare otherwise than the first', () => {
    const chaos = createChaos({ seed: 5, rate: 0.5 }, NO_WAITS);
    const menu = () => new Request(`${ORIGIN}/api/foods?sort=price`);
    const verdicts = Array.from({ length: 40 }, () => chaos.faultFor(menu()));
    expect(verdicts).toEqual(
      Array.from({ length: 40 }, (_, index) =>
        chaosFault({ seed: 5, rate: 0.5 }, `GET /api/foods #${index}`),
      ),
    );
    expect(new Set(verdicts).size).toBeGreaterThan(1);
  });

  it('replays a journey with the same failures when the seed is the same', async () => {
    applyScenario('chaos');
    const journey = async () => {
      const answers = [];
      for (const path of ['/api/foods', '/api/foods/tags', `/api/foods/${SEED_FOODS[0]!.id}`, '/api/foods']) {
        for (let visit = 0; visit < 5; visit += 1) {
          const response = await fetch(`${ORIGIN}${path}`);
          answers.push(`${path} ${response.status} ${response.headers.get(INJECTED_HEADER) ?? '-'}`);
        }
      }
      return answers;
    };
    setChaos({ seed: 42, rate: 0.4 }, NO_WAITS);
    const first = await journey();
    setChaos({ seed: 42, rate: 0.4 }, NO_WAITS);
    expect(await journey()).toEqual(first);
    // Something was injected, and each injection says which: a 500, a 504, or the real answer late.
    const injected = first.filter((answer) => !answer.endsWith(' -'));
    expect(injected.length).toBeGreaterThan(0);
    for (const answer of injected) expect(answer).toMatch(/ (500 error|504 timeout|200 slow)$/);
    setChaos({ seed: 9, rate: 0.4 }, NO_WAITS);
    expect(await journey()).not.toEqual(first);
  });

  it('answers an injected error in words the app can show', async () => {
    applyScenario('chaos');
    setChaos({ seed: 3, rate: 1 }, NO_WAITS);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => fetch(`${ORIGIN}/api/foods/${SEED_FOODS[index]!.id}`)),
    );
    const error = answers.find((answer) => answer.headers.get(INJECTED_HEADER) === 'error');
    expect(error?.status).toBe(500);
    expect(await error?.text()).toBe(CHAOS_ERROR_MESSAGE);
  });

  it('reads seed and rate from text, with a sentence for what it cannot read', () => {
    expect(parseChaosSettings('42', '0.5', () => 1)).toEqual({
      settings: { seed: 42, rate: 0.5 },
      problems: [],
    });
    expect(parseChaosSettings(undefined, null, () => 77)).toEqual({
      settings: { seed: 77, rate: DEFAULT_CHAOS_RATE },
      problems: [],
    });
    expect(parseChaosSettings('forty', '2', () => 8)).toEqual({
      settings: { seed: 8, rate: DEFAULT_CHAOS_RATE },
      problems: [
        'The chaos seed must be a whole number, got "forty".',
        'The chaos rate must be a number from 0 to 1, got "2".',
      ],
    });
  });
});
