/** The links the demo bar hands out and follows: a named state, a chaos run, a scenario switch. */
import type { ScenarioName } from '../scenarios';
import type { ChaosSettings } from '../scenarios/chaos';

export const STATE_PARAM = 'state';

/** The app's start page (`base`) with these query parameters only. */
function startPage(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  url.hash = '';
  url.search = new URLSearchParams(params).toString();
  return url.href;
}

export const stateLink = (base: string, name: string) => startPage(base, { [STATE_PARAM]: name });

export const chaosLink = (base: string, { seed, rate }: ChaosSettings) =>
  startPage(base, { scenario: 'chaos', seed: String(seed), rate: String(rate) });

/** This page under another scenario (`none` for normal), as the scenario picker switches it. */
export function scenarioHref(
  href: string,
  scenario: ScenarioName | null,
  chaos: ChaosSettings | null,
): string {
  const url = new URL(href);
  url.searchParams.set('scenario', scenario ?? 'none');
  url.searchParams.delete('seed');
  url.searchParams.delete('rate');
  if (scenario === 'chaos' && chaos) {
    url.searchParams.set('seed', String(chaos.seed));
    url.searchParams.set('rate', String(chaos.rate));
  }
  return url.href;
}

/** The address without `name`, from the query and from a hash route's query alike. */
export function withoutParam(href: string, name: string): string {
  const url = new URL(href);
  url.searchParams.delete(name);
  const query = url.hash.indexOf('?');
  if (query >= 0) {
    const params = new URLSearchParams(url.hash.slice(query + 1));
    params.delete(name);
    const rest = params.toString();
    url.hash = url.hash.slice(0, query) + (rest ? `?${rest}` : '');
  }
  return url.href;
}
