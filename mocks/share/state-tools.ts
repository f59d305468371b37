/**
 * The demo bar's export, import and named-state links over the tab's mock db, and the opening of a
 * `?state=` link: one file the mock runtime loads on first use (one request, one chunk).
 */
import type { DemoStateImport, DemoStateOpened, DemoStateTools } from '@contract/demo';
import { db, type DbState } from '../db';
import type { KeyValueStorage } from '../db/storage';
import { currentLatency, setLatency } from '../latency';
import type { ScenarioName } from '../scenarios';
import type { ChaosSettings } from '../scenarios/chaos';
import { chaosLink, scenarioHref, STATE_PARAM, stateLink, withoutParam } from './links';
import { NAMED_STATES } from './named-states';
import { openNamedState, type OpeningContext } from './open-named-state';
import { readStateFile, STATE_FILE_MAX_BYTES, stateFileName, tooBig, writeStateFile } from './state-file';
import { LATENCY_STORAGE_KEY } from './tab-latency';

export interface TabSettings {
  /** The app's start page, which the links open. */
  base: string;
  scenario: ScenarioName | null;
  chaos: ChaosSettings | null;
  storage: KeyValueStorage | null;
  /** The page the tab shows now, which a scenario switch reloads. */
  href?: () => string;
  now?: () => Date;
}

function rememberLatency(storage: KeyValueStorage | null, ms: number) {
  try {
    storage?.setItem(LATENCY_STORAGE_KEY, String(ms));
  } catch {
    // Storage refused: the latency holds for this page load only.
  }
}

const sameChaos = (a: ChaosSettings | null, b: ChaosSettings | null) =>
  a?.seed === b?.seed && a?.rate === b?.rate;

export function createStateTools(tab: TabSettings): DemoStateTools {
  const now = tab.now ?? (() => new Date());
  const href = tab.href ?? (() => window.location.href);
  return {
    named: NAMED_STATES.map(({ name, label, description }) => ({
      name,
      label,
      description,
      link: stateLink(tab.base, name),
    })),
    chaosLink: tab.chaos && chaosLink(tab.base, tab.chaos),
    exportFile() {
      const at = now();
      const text = writeStateFile({
        exportedAt: at.toISOString(),
        scenario: tab.scenario,
        chaos: tab.chaos,
        latencyMs: currentLatency(),
        // Only written out as text: the snapshot is read, never changed.
        data: db.read() as DbState,
      });
      return { name: stateFileName(at), text };
    },
    async importFile(file: Blob): Promise<DemoStateImport> {
      // A file too big is refused before it is read whole.
      if (file.size > STATE_FILE_MAX_BYTES) return { ok: false, message: tooBig(file.size) };
      const reading = readStateFile(await file.text());
      if (!reading.ok) return reading;
      const { data, scenario, chaos, latencyMs } = reading.file;
      db.replace(data);
      setLatency(latencyMs);
      rememberLatency(tab.storage, latencyMs);
      const emails = new Map(data.users.map((user) => [user.id, user.email]));
      const sameScenario = scenario === tab.scenario && sameChaos(chaos, tab.chaos);
      return {
        ok: true,
        orders: data.orders.length,
        sessions: data.sessions.map(({ token, userId }) => ({ token, email: emails.get(userId) ?? '' })),
        reloadTo: sameScenario ? null : scenarioHref(href(), scenario, chaos),
      };
    },
  };
}

/** In the browser: the link's state, then the address without it, so a reload does not apply it again. */
export function openFromLink(name: string, context: OpeningContext): DemoStateOpened {
  const opened = openNamedState(name.trim(), context);
  window.history.replaceState(window.history.state, '', withoutParam(window.location.href, STATE_PARAM));
  return opened;
}
