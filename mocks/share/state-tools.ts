/** The demo bar's export, import and named-state links, over the tab's mock db. Loaded on first use. */
import type { DemoStateImport, DemoStateTools } from '@contract/demo';
import { db, type DbState } from '../db';
import type { KeyValueStorage } from '../db/storage';
import { currentLatency, setLatency } from '../latency';
import type { ScenarioName } from '../scenarios';
import type { ChaosSettings } from '../scenarios/chaos';
import { chaosLink, scenarioHref, stateLink } from './links';
import { NAMED_STATES } from './named-states';
import { readStateFile, STATE_FILE_MAX_BYTES, stateFileName, tooBig, writeStateFile } from './state-file';
import { rememberLatency } from './tab-latency';

export interface TabSettings {
  /** The app's start page, which the links open. */
  base: string;
  scenario: ScenarioName | null;
  chaos: ChaosSettings | null;
  storage: KeyValueStorage | null;
  /** The page the tab shows now, which a scenario switch reloads. */
  href: () => string;
  now?: () => Date;
}

const sameChaos = (a: ChaosSettings | null, b: ChaosSettings | null) =>
  a?.seed === b?.seed && a?.rate === b?.rate;

export function createStateTools(tab: TabSettings): DemoStateTools {
  const now = tab.now ?? (() => new Date());
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
        reloadTo: sameScenario ? null : scenarioHref(tab.href(), scenario, chaos),
      };
    },
  };
}
