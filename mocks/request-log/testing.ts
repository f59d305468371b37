/** A logged call for the request log's tests and stories: a menu call answered, unless told otherwise. */
import type { RequestLogEntry } from '@contract/demo';

export function logEntry(entry: Partial<RequestLogEntry> = {}): RequestLogEntry {
  return {
    id: 'call-1',
    method: 'GET',
    url: 'http://localhost:5173/api/foods',
    startedAt: Date.UTC(2026, 10, 28, 14, 5, 9),
    durationMs: 412,
    status: 200,
    statusText: 'OK',
    scenario: 'normal',
    tokenSent: false,
    injected: null,
    request: { headers: [['accept', 'application/json']], body: null, truncated: false },
    response: {
      headers: [['content-type', 'application/json']],
      body: '[{"id":"a","name":"Soup"}]',
      truncated: false,
    },
    ...entry,
  };
}
