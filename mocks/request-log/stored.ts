/** Checks what the request log kept for the tab: whole entries only, whatever the storage holds. */
import type { RecordedMessage, RequestLogEntry } from '@contract/demo';
import { isJsonObject } from '@contract/json';

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

/** The entries of a stored list that are whole; the rest are dropped. */
export function wholeEntries(stored: readonly unknown[]): RequestLogEntry[] {
  return stored.filter(isEntry);
}
