/**
 * The request log's store: the last LOG_LIMIT calls, newest first. It is kept for the tab in
 * sessionStorage when the page goes away (a scenario switch reloads the page mid-journey) and read
 * back on start; anything stored that is not a log entry is dropped.
 */
import type { RecordedMessage, RequestLog, RequestLogEntry } from '@contract/demo';
import { isJsonObject } from '@contract/json';

export const LOG_LIMIT = 100;
export const LOG_STORAGE_KEY = 'foodstore.requestLog';

export interface RecordingLog extends RequestLog {
  add(entry: RequestLogEntry): void;
  update(id: string, change: Partial<RequestLogEntry>): void;
  /** Writes the log to the tab's storage (the page calls this as it goes away). */
  save(): void;
}

const isText = (value: unknown) => typeof value === 'string';
const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isTextOrNull = (value: unknown) => value === null || isText(value);

function isMessage(value: unknown): value is RecordedMessage {
  return (
    isJsonObject(value) &&
    Array.isArray(value.headers) &&
    value.headers.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every(isText)) &&
    isTextOrNull(value.body) &&
    typeof value.truncated === 'boolean'
  );
}

function isEntry(value: unknown): value is RequestLogEntry {
  return (
    isJsonObject(value) &&
    [value.id, value.method, value.url, value.statusText, value.scenario].every(isText) &&
    isCount(value.startedAt) &&
    (value.durationMs === null || isCount(value.durationMs)) &&
    (value.status === null || isCount(value.status)) &&
    typeof value.tokenSent === 'boolean' &&
    isTextOrNull(value.injected) &&
    isMessage(value.request) &&
    (value.response === null || isMessage(value.response))
  );
}

/** What the tab kept, if it is a list: its entries that are whole, the rest dropped. */
export function readStoredEntries(storage: Storage | null): RequestLogEntry[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(LOG_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry).slice(0, LOG_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Bodies make most of the log's size: without them it still fits where the tab's storage is short. */
const withoutBodies = (entry: RequestLogEntry): RequestLogEntry => ({
  ...entry,
  request: { ...entry.request, body: null },
  response: entry.response && { ...entry.response, body: null },
});

function store(storage: Storage | null, entries: readonly RequestLogEntry[]) {
  for (const kept of [entries, entries.map(withoutBodies)]) {
    try {
      storage?.setItem(LOG_STORAGE_KEY, JSON.stringify(kept));
      return;
    } catch {
      // Over the tab's quota, or storage refused: try smaller, then keep it for this page only.
    }
  }
  try {
    storage?.removeItem(LOG_STORAGE_KEY);
  } catch {
    // Storage refused altogether: nothing was kept either.
  }
}

export function createRequestLog(storage: Storage | null): RecordingLog {
  let entries: readonly RequestLogEntry[] = readStoredEntries(storage);
  const listeners = new Set<() => void>();
  const change = (next: readonly RequestLogEntry[]) => {
    entries = next;
    listeners.forEach((listener) => listener());
  };
  return {
    limit: LOG_LIMIT,
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      change([]);
      store(storage, entries);
    },
    add: (entry) => change([entry, ...entries].slice(0, LOG_LIMIT)),
    update: (id, changed) =>
      change(entries.map((entry) => (entry.id === id ? { ...entry, ...changed } : entry))),
    save: () => store(storage, entries),
    curl: (entry) => import('./curl').then(({ toCurl }) => toCurl(entry)),
    har: () => import('./har').then(({ toHar }) => JSON.stringify(toHar(entries), null, 2)),
  };
}
