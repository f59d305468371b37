import { http, type HttpHandler } from 'msw';
import { MAX_BODY_BYTES } from '@contract/rules';
import { answering } from '../latency';
import { ERRORS, textResponse } from './responses';

const pathOf = (request: Request) => new URL(request.url).pathname;

/**
 * Any API call on any origin, matched by a predicate rather than a path pattern: msw's pattern matcher
 * throws on a malformed percent-escape (`/api/foods/search/%E0%A4%A`) before a resolver can answer.
 */
export function isApiRequest({ request }: { request: Request }): boolean {
  return pathOf(request).includes('/api/');
}

function hasMalformedPath(request: Request): boolean {
  try {
    decodeURIComponent(pathOf(request));
    return false;
  } catch {
    return true;
  }
}

/** Answers undecodable API paths with a 400 before any path-matching handler can crash on them. */
export const malformedPathHandler: HttpHandler = http.all(
  ({ request }) => isApiRequest({ request }) && hasMalformedPath(request),
  answering(() => textResponse(400, ERRORS.badAddress)),
);

/**
 * A body beyond MAX_BODY_BYTES gets 413 before any route reads it, token or not: a careful server
 * refuses it at the door instead of storing a 5 MB address.
 */
export const oversizedBodyHandler: HttpHandler = http.post(
  isApiRequest,
  answering(async ({ request }: { request: Request }) => {
    const size = (await request.clone().arrayBuffer()).byteLength;
    return size > MAX_BODY_BYTES ? textResponse(413, ERRORS.tooLarge) : undefined;
  }),
);
