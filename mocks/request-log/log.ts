/**
 * The request log's store: the last LOG_LIMIT calls, newest first. It is kept for the tab in
 * sessionStorage when the page goes away (a scenario switch reloads the page mid-journey). What the
 * tab kept is read back, and checked (stored.ts), only once someone looks at the log: that code, like
 * curl's and HAR's, stays out of the demo's first load. Anything stored that is not a log entry is dropped.
 */
import type { RequestLog, RequestLogEntry } from '@contract/demo';
import { isJsonObject } from '@contract/json';

export const LOG_LIMIT = 100;
export const LOG_STORAGE_KEY = 'foodstore.requestLog';

export interface RecordingLog extends RequestLog {
  add(entry: RequestLogEntry): void;
  /** Puts what the tab kept from earlier pages behind this page's calls (once). */
  restore(): Promise<void>;
  update(id: string, change: Partial<RequestLogEntry>): void;
  /** Writes the log to the tab's storage (the page calls this as it goes away). */
  save(): void;
}

/** The stored list as it is, unchecked: carried along on save, checked when read. */
function unread(storage: Storage | null): unknown[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(LOG_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/** Bodies make most of the log's size: without them it still fits where the tab's storage is short. */
const withoutBody = (message: unknown) => (isJsonObject(message) ? { ...message, body: null } : message);
const withoutBodies = (entry: unknown) =>
  isJsonObject(entry)
    ? { ...entry, request: withoutBody(entry.request), response: withoutBody(entry.response) }
    : entry;

function store(storage: Storage | null, entries: readonly unknown[]) {
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

const onDemand = () => import('./on-demand');

export function createRequestLog(storage: Storage | null): RecordingLog {
  let entries: readonly RequestLogEntry[] = [];
  let restored = false;
  const listeners = new Set<() => void>();
  const change = (next: readonly RequestLogEntry[]) => {
    entries = next;
    listeners.forEach((listener) => listener());
  };
  const restore = async () => {
    if (restored) return;
    const { wholeEntries } = await onDemand();
    if (restored) return;
    restored = true;
    change([...entries, ...wholeEntries(unread(storage))].slice(0, LOG_LIMIT));
  };
  return {
    limit: LOG_LIMIT,
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      void restore();
      return () => listeners.delete(listener);
    },
    restore,
    clear() {
      restored = true;
      change([]);
      store(storage, entries);
    },
    add: (entry) => change([entry, ...entries].slice(0, LOG_LIMIT)),
    update: (id, changed) =>
      change(entries.map((entry) => (entry.id === id ? { ...entry, ...changed } : entry))),
    save: () => store(storage, restored ? entries : [...entries, ...unread(storage)].slice(0, LOG_LIMIT)),
    curl: (entry) => onDemand().then(({ toCurl }) => toCurl(entry)),
    har: async () => {
      await restore();
      const { toHar } = await onDemand();
      return JSON.stringify(toHar(entries), null, 2);
    },
  };
}
