/**
 * Which scenario the running app uses: `?scenario=<name>` picks one and remembers it for the tab
 * (sessionStorage), so in-app navigation keeps it; `?scenario=none` forgets it. With hash routing the
 * query may sit inside the hash (`#/cart-page?scenario=slow`), so both places are read.
 */
import { SCENARIO_STORAGE_KEY } from '@contract/demo';
import { isScenarioName, type ScenarioName } from './scenarios';
import type { KeyValueStorage } from './db/storage';

const PARAM = 'scenario';
const NONE = 'none';

function requested(url: URL): string | null {
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?')) : '';
  return url.searchParams.get(PARAM) ?? new URLSearchParams(hashQuery).get(PARAM);
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
