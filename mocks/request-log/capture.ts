/**
 * Records the API calls the mock answers into the request log, from msw's life-cycle events. The
 * access token is never kept: an entry says only whether one was sent.
 */
import type { SetupWorker } from 'msw/browser';
import { type RecordedMessage, REDACTED_TOKEN } from '@contract/demo';
import { isJsonObject } from '@contract/json';
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import { isApiRequest } from '../http/api-request';
import { INJECTED_HEADER } from '../http/responses';
import type { RecordingLog } from './log';

/** The most of a body an entry keeps (the menu's answer is about 35 kB); HAR replay needs whole ones. */
export const BODY_LIMIT = 64 * 1024;

/** A session's answer (login, register, profile update) carries its token in the body's `token`. */
function withoutToken(body: string): string {
  if (!body.includes('"token"')) return body;
  try {
    const parsed: unknown = JSON.parse(body);
    if (!isJsonObject(parsed) || typeof parsed.token !== 'string') return body;
    return JSON.stringify({ ...parsed, token: REDACTED_TOKEN });
  } catch {
    return body;
  }
}

async function record(message: Request | Response): Promise<RecordedMessage> {
  const headers = [...message.headers].filter(([name]) => name !== ACCESS_TOKEN_HEADER);
  let body: string | null;
  try {
    // A body someone already read cannot be cloned; the entry then goes without it.
    body = message.body ? withoutToken(await message.clone().text()) : null;
  } catch {
    body = null;
  }
  if (body !== null && body.length > BODY_LIMIT) {
    return { headers, body: body.slice(0, BODY_LIMIT), truncated: true };
  }
  return { headers, body, truncated: false };
}

/** msw's life-cycle events: `worker.events` (`server.events` in Node has the same type). */
type LifeCycleEvents = SetupWorker['events'];

export function recordApiCalls(events: LifeCycleEvents, log: RecordingLog, scenario: string | null) {
  const started = new Map<string, Promise<number>>();

  events.on('request:start', ({ request, requestId }) => {
    if (!isApiRequest({ request })) return;
    const startedAt = Date.now();
    const entered = record(request).then((recorded) => {
      log.add({
        id: requestId,
        method: request.method,
        url: request.url,
        startedAt,
        durationMs: null,
        status: null,
        statusText: '',
        scenario: scenario ?? 'normal',
        tokenSent: Boolean(request.headers.get(ACCESS_TOKEN_HEADER)),
        injected: null,
        request: recorded,
        response: null,
      });
      return startedAt;
    });
    started.set(requestId, entered);
  });

  const answered = async ({ response, requestId }: { response: Response; requestId: string }) => {
    const entered = started.get(requestId);
    if (!entered) return;
    started.delete(requestId);
    const answeredAt = Date.now();
    const [startedAt, recorded] = await Promise.all([entered, record(response)]);
    log.update(requestId, {
      durationMs: answeredAt - startedAt,
      status: response.status,
      statusText: response.statusText,
      injected: response.headers.get(INJECTED_HEADER),
      response: recorded,
    });
  };
  events.on('response:mocked', (answer) => void answered(answer));
  events.on('response:bypass', (answer) => void answered(answer));
}
