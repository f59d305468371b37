import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { MAX_BODY_BYTES } from '@contract/rules';
import { hasDotSegment } from '@contract/url-path';
import { ERRORS } from '../http/responses';
import { corsHeaders, ORIGINS_VARIABLE, preflightHeaders, refusedOrigin, type OriginPolicy } from './cors';
import { BodyTooLarge, sendResponse, toFetchRequest } from './node-bridge';
import { isImagePath, readImage } from './static-images';

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the server does beyond answering. */
export interface ServerOptions {
  /** Told of a browser page whose origin the policy refuses, on each of its calls. */
  onRefusedOrigin?: (origin: string) => void;
}

async function answer(req: IncomingMessage, handlers: HttpHandler[], refused: string | undefined) {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204 });
  // A form or a `text/plain` fetch needs no preflight, so CORS alone would let a refused page write:
  // its writes are refused here, before the body is read or any handler runs.
  if (refused !== undefined && !READS.has(req.method ?? 'GET'))
    return text(403, `Calls from ${refused} are not allowed: it is not in ${ORIGINS_VARIABLE}.`);
  // Before any URL parser resolves it: `/api/orders/track/%2e%2e` is no order, not the order list.
  if (hasDotSegment((req.url ?? '/').split('?')[0] ?? '')) return text(404, ERRORS.noSuchCall);
  const pathname = new URL(req.url ?? '/', 'http://mock.invalid').pathname;
  if ((req.method === 'GET' || req.method === 'HEAD') && isImagePath(pathname)) {
    const image = await readImage(pathname);
    if (!image) return text(404, 'Image not found.');
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(image.body), {
      headers: { 'Content-Type': image.type, 'Cache-Control': 'public, max-age=3600' },
    });
  }
  return (await getResponse(handlers, await toFetchRequest(req, MAX_BODY_BYTES))) ?? text(404, 'Not found.');
}

/** The mock API over real HTTP, for clients that cannot use a service worker or msw in-process. */
export function createMockServer(
  handlers: HttpHandler[],
  allowOrigin: OriginPolicy,
  { onRefusedOrigin }: ServerOptions = {},
): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const refused = refusedOrigin(req, allowOrigin);
    if (refused !== undefined) onRefusedOrigin?.(refused);
    const cors =
      req.method === 'OPTIONS' ? preflightHeaders(req, allowOrigin) : corsHeaders(req, allowOrigin);
    // Every answer depends on the Origin (allowed, refused or absent): caches must keep them apart.
    const extra = { ...cors, Vary: 'Origin' };
    answer(req, handlers, refused)
      .catch((error: unknown) => {
        if (error instanceof BodyTooLarge) {
          // The rest of the body is never read: the connection closes after this answer.
          res.shouldKeepAlive = false;
          return text(413, ERRORS.tooLarge);
        }
        console.error('[mock-server]', error);
        return text(500, ERRORS.unexpected);
      })
      .then((response) => sendResponse(req, res, response, extra))
      .catch(() => res.destroy());
  });
}
