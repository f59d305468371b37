import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { hasDotSegment } from '@contract/url-path';
import { ERRORS } from '../http/responses';
import { corsHeaders, preflightHeaders, type OriginPolicy } from './cors';
import { sendResponse, toFetchRequest } from './node-bridge';
import { isImagePath, readImage } from './static-images';

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

async function answer(req: IncomingMessage, handlers: HttpHandler[]): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204 });
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
  return (await getResponse(handlers, await toFetchRequest(req))) ?? text(404, 'Not found.');
}

/** The mock API over real HTTP, for clients that cannot use a service worker or msw in-process. */
export function createMockServer(handlers: HttpHandler[], allowOrigin: OriginPolicy): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const cors =
      req.method === 'OPTIONS' ? preflightHeaders(req, allowOrigin) : corsHeaders(req, allowOrigin);
    answer(req, handlers)
      .catch((error: unknown) => {
        console.error('[mock-server]', error);
        return text(500, ERRORS.unexpected);
      })
      .then((response) => sendResponse(req, res, response, cors))
      .catch(() => res.destroy());
  });
}
