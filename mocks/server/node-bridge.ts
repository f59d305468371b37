/** Between Node's http module and the Fetch API objects msw handlers speak. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeBody } from './compression';

/** A request body over the server's limit: refused before it is read whole. */
export class BodyTooLarge extends Error {}

/** The request as msw's handlers take it; a body over `maxBodyBytes` throws BodyTooLarge as soon as that shows. */
export async function toFetchRequest(req: IncomingMessage, maxBodyBytes: number): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  }
  const chunks: Buffer[] = [];
  if (method !== 'GET' && method !== 'HEAD') {
    // A declared length says it at once; a chunked body, once what has arrived passes the limit.
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) throw new BodyTooLarge();
    let received = 0;
    for await (const chunk of req) {
      const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      received += piece.length;
      if (received > maxBodyBytes) throw new BodyTooLarge();
      chunks.push(piece);
    }
  }
  // The request's own Host makes image URLs point back at this server, whatever name reached it.
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
}

/**
 * Writes the answer with the extra (CORS) headers, compressed as the request's Accept-Encoding
 * allows. Vary is merged, not replaced: CORS varies by Origin, compression by Accept-Encoding.
 */
export async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
) {
  // Copied by forEach: `new Headers(response.headers)` loses the headers of msw's HttpResponse.
  const headers = new Headers();
  response.headers.forEach((value, name) => headers.append(name, value));
  const encoded = await encodeBody(
    Buffer.from(await response.arrayBuffer()),
    headers.get('content-type'),
    req.headers['accept-encoding'],
  );
  for (const [name, value] of [...Object.entries(extra), ...Object.entries(encoded.headers)]) {
    if (name.toLowerCase() === 'vary') headers.append(name, value);
    else headers.set(name, value);
  }
  // Node writes the length of what res.end() sends (and none where a status has no body).
  headers.delete('content-length');
  res.statusCode = response.status;
  headers.forEach((value, name) => res.setHeader(name, value));
  res.end(encoded.body);
}
