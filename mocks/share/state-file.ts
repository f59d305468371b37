/**
 * The demo's state as a file: the mock db's tables, the tab's scenario (with the chaos seed and rate)
 * and the latency. Read whole and checked before anything is applied, so a bad file changes nothing
 * and its message names what is wrong.
 */
import { isJsonObject, type JsonObject } from '@contract/json';
import type { DbState } from '../db/records';
import { isFavorite, isOrder, isSession, isUser } from '../db/shape';
import { isScenarioName, type ScenarioName } from '../scenarios';
import type { ChaosSettings } from '../scenarios/chaos';

export const STATE_FILE_FORMAT = 'foodstore-demo-state';
export const STATE_FILE_VERSION = 1;
/** Far above any demo's state (an order is about 1 kB), below what localStorage can hold. */
export const STATE_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** A minute: longer answers meet the app's own timeout, which is not what a latency is for. */
export const MAX_LATENCY_MS = 60_000;

export interface DemoStateFile {
  format: typeof STATE_FILE_FORMAT;
  version: typeof STATE_FILE_VERSION;
  exportedAt: string;
  scenario: ScenarioName | null;
  /** Only while the scenario is chaos: the run's seed and rate replay its failures. */
  chaos: ChaosSettings | null;
  latencyMs: number;
  data: DbState;
}

export type StateFileReading = { ok: true; file: DemoStateFile } | { ok: false; message: string };

/** `foodstore-demo-state-2026-11-28.json`: the day, in UTC, the file was written. */
export const stateFileName = (at: Date) => `foodstore-demo-state-${at.toISOString().slice(0, 10)}.json`;

export function writeStateFile(state: Omit<DemoStateFile, 'format' | 'version'>): string {
  const file: DemoStateFile = { format: STATE_FILE_FORMAT, version: STATE_FILE_VERSION, ...state };
  return JSON.stringify(file, null, 2);
}

/** Each table's row check, and its rows as a sentence names them. */
const TABLES: [keyof DbState, (row: unknown) => boolean, string][] = [
  ['users', isUser, 'User'],
  ['sessions', isSession, 'Session'],
  ['orders', isOrder, 'Order'],
  ['favorites', isFavorite, 'Favourite'],
];

const fail = (message: string): StateFileReading => ({ ok: false, message });

/** The first problem with the tables, or null: every row checks out and belongs to a user in the file. */
function tableProblem(data: unknown): string | null {
  if (!isJsonObject(data)) return 'The file has no "data" holding the demo’s users, sessions and orders.';
  for (const [table, isRow, rowName] of TABLES) {
    const rows = data[table];
    if (!Array.isArray(rows)) return `The file’s "data" has no "${table}" list.`;
    const bad = rows.findIndex((row) => !isRow(row));
    if (bad >= 0)
      return `${rowName} ${bad + 1} in the file is malformed: a field is missing or of the wrong type.`;
  }
  const users = new Set((data.users as DbState['users']).map((user) => user.id));
  for (const [table, , rowName] of TABLES.slice(1)) {
    const rows = data[table] as { userId: string }[];
    const orphan = rows.findIndex((row) => !users.has(row.userId));
    if (orphan >= 0) return `${rowName} ${orphan + 1} in the file belongs to no user in the file.`;
  }
  return null;
}

const isChaos = (value: unknown): value is ChaosSettings =>
  isJsonObject(value) &&
  Number.isSafeInteger(value.seed) &&
  (value.seed as number) >= 0 &&
  typeof value.rate === 'number' &&
  value.rate >= 0 &&
  value.rate <= 1;

function settingsProblem(file: JsonObject): string | null {
  const { scenario, chaos, latencyMs } = file;
  if (scenario !== null && (typeof scenario !== 'string' || !isScenarioName(scenario))) {
    return `The file’s scenario ${JSON.stringify(scenario)} is not one this demo has.`;
  }
  if (scenario === 'chaos' && !isChaos(chaos)) {
    return 'The file’s chaos settings need a whole-number "seed" and a "rate" from 0 to 1.';
  }
  if (typeof latencyMs !== 'number' || !(latencyMs >= 0 && latencyMs <= MAX_LATENCY_MS)) {
    return `The file’s "latencyMs" must be a number of milliseconds from 0 to ${MAX_LATENCY_MS}.`;
  }
  return null;
}

/** The file, when the whole of it is a demo state this version reads; else what is wrong with it. */
export function readStateFile(text: string): StateFileReading {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > STATE_FILE_MAX_BYTES) return fail(tooBig(bytes));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('The file is not JSON, so it cannot be a demo state file.');
  }
  if (!isJsonObject(parsed) || parsed.format !== STATE_FILE_FORMAT) {
    return fail(`This is not a Food Store demo state file: it has no "format": "${STATE_FILE_FORMAT}".`);
  }
  if (parsed.version !== STATE_FILE_VERSION) {
    return fail(
      `The file is version ${JSON.stringify(parsed.version ?? null)} of the demo state format; this demo reads version ${STATE_FILE_VERSION}.`,
    );
  }
  const problem = tableProblem(parsed.data) ?? settingsProblem(parsed);
  if (problem) return fail(problem);
  // Only what the format names goes on: fields a hand edit added are left behind.
  const { scenario, chaos, latencyMs, exportedAt, data } = parsed as unknown as DemoStateFile;
  const { users, sessions, orders, favorites } = data;
  return {
    ok: true,
    file: {
      format: STATE_FILE_FORMAT,
      version: STATE_FILE_VERSION,
      exportedAt: typeof exportedAt === 'string' ? exportedAt : '',
      scenario,
      chaos: scenario === 'chaos' ? chaos : null,
      latencyMs,
      data: { users, sessions, orders, favorites },
    },
  };
}

/** Said before a big file is read at all. */
export function tooBig(bytes: number): string {
  const size = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
  return `The file is too big (${size(bytes)}): a demo state file is at most ${size(STATE_FILE_MAX_BYTES)}.`;
}
