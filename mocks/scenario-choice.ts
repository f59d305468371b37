/**
 * Which scenario the running app uses: `?scenario=<name>` picks one and remembers it for the tab
 * (sessionStorage), so in-app navigation keeps it; `?scenario=none` forgets it. With hash routing the
 * query may sit inside the hash (`#/cart-page?scenario=slow`), so both places are read.
 */
import { SCENARIO_STORAGE_KEY } from '@contract/demo';
import { isScenarioName, type ScenarioName } from './scenarios';
import { type ChaosSettings, drawChaosSeed, parseChaosSettings } from './scenarios/chaos';
import type { KeyValueStorage } from './db/storage';

const PARAM = 'scenario';
const NONE = 'none';

/** The tab's chaos seed and rate, so a reload replays the same failures. */
const CHAOS_STORAGE_KEY = 'foodstore.mockChaos';

export function requested(url: URL, name = PARAM): string | null {
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?')) : '';
  return url.searchParams.get(name) ?? new URLSearchParams(hashQuery).get(name);
}

export function chooseScenario(url: URL, storage: KeyValueStorage | null): ScenarioName | null {
  const asked = requested(url)?.trim() ?? null;
  const fromUrl = asked !== null && isScenarioName(asked) ? asked : null;
  if (asked !== null && asked !== NONE && fromUrl === null) {
    console.warn(`[mocks] Unknown scenario "${asked}"; "${NONE}" clears the remembered one.`);
  }
  try {
    if (asked === NONE) storage?.removeItem(SCENARIO_STORAGE_KEY);
    if (fromUrl) storage?.setItem(SCENARIO_STORAGE_KEY, fromUrl);
    const remembered = storage?.getItem(SCENARIO_STORAGE_KEY) ?? null;
    return fromUrl ?? (remembered !== null && isScenarioName(remembered) ? remembered : null);
  } catch {
    // Storage refused (privacy settings): the URL alone decides, for this page load.
    return fromUrl;
  }
}

function remembered(storage: KeyValueStorage | null): Partial<Record<'seed' | 'rate', string>> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CHAOS_STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The chaos scenario's seed and rate: `?seed=` and `?rate=` when the URL has them, else the tab's
 * remembered ones, else a random seed, remembered so that a reload meets the same failures.
 */
export function chooseChaos(
  url: URL,
  storage: KeyValueStorage | null,
  randomSeed = drawChaosSeed,
): { settings: ChaosSettings; problems: string[] } {
  const kept = remembered(storage);
  const chosen = parseChaosSettings(
    requested(url, 'seed') ?? kept.seed,
    requested(url, 'rate') ?? kept.rate,
    randomSeed,
  );
  try {
    storage?.setItem(
      CHAOS_STORAGE_KEY,
      JSON.stringify({ seed: String(chosen.settings.seed), rate: String(chosen.settings.rate) }),
    );
  } catch {
    // Storage refused: this page load keeps its seed; a reload draws another.
  }
  return chosen;
}
