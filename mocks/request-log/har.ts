/**
 * The request log as HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), in the order the
 * calls were made, for Playwright's `routeFromHAR` and browsers' network panels. Calls still
 * unanswered are left out: a HAR entry needs its answer. The token is never in the log; a call that
 * sent one carries the header with a placeholder, so the file says it was sent, and an answer's token
 * is that placeholder too (a replayed session sends it back; routeFromHAR does not match on it).
 */
import { type RecordedMessage, REDACTED_TOKEN, type RequestLogEntry } from '@contract/demo';
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
const HTTP_VERSION = 'HTTP/1.1';

interface HarHeader {
  name: string;
  value: string;
}

const headersOf = (message: RecordedMessage): HarHeader[] =>
  message.headers.map(([name, value]) => ({ name, value }));

const mimeTypeOf = (message: RecordedMessage) =>
  message.headers.find(([name]) => name === 'content-type')?.[1] ?? '';

const byteLength = (text: string | null) => (text === null ? 0 : new TextEncoder().encode(text).length);

const TRUNCATED = 'Cut to the request log’s limit: this body will not replay whole.';

function harRequest(entry: RequestLogEntry) {
  const { request } = entry;
  const headers = headersOf(request);
  if (entry.tokenSent) headers.push({ name: ACCESS_TOKEN_HEADER, value: REDACTED_TOKEN });
  return {
    method: entry.method,
    url: entry.url,
    httpVersion: HTTP_VERSION,
    cookies: [],
    headers,
    queryString: [...new URL(entry.url).searchParams].map(([name, value]) => ({ name, value })),
    ...(request.body !== null && {
      postData: {
        mimeType: mimeTypeOf(request),
        text: request.body,
        ...(request.truncated && { comment: TRUNCATED }),
      },
    }),
    headersSize: -1,
    bodySize: byteLength(request.body),
  };
}

function harResponse(entry: RequestLogEntry, response: RecordedMessage) {
  return {
    status: entry.status ?? 0,
    statusText: entry.statusText,
    httpVersion: HTTP_VERSION,
    cookies: [],
    headers: headersOf(response),
    content: {
      size: byteLength(response.body),
      mimeType: mimeTypeOf(response),
      text: response.body ?? '',
      ...(response.truncated && { comment: TRUNCATED }),
    },
    redirectURL: '',
    headersSize: -1,
    bodySize: byteLength(response.body),
  };
}

function harEntry(entry: RequestLogEntry, response: RecordedMessage, time: number) {
  return {
    startedDateTime: new Date(entry.startedAt).toISOString(),
    time,
    request: harRequest(entry),
    response: harResponse(entry, response),
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: time, receive: 0 },
  };
}

export function toHar(entries: readonly RequestLogEntry[]) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'Food Store mock request log', version: '1.0' },
      entries: entries
        .toReversed()
        .flatMap(({ response, durationMs, ...entry }) =>
          response && durationMs !== null
            ? [harEntry({ ...entry, response, durationMs }, response, durationMs)]
            : [],
        ),
    },
  };
}
