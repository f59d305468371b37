/** Between Node's http module and the Fetch API objects msw handlers speak. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  }
  const chunks: Buffer[] = [];
  if (method !== 'GET' && method !== 'HEAD') {
    for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  }
  // The request's own Host makes image URLs point back at this server, whatever name reached it.
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
}

export async function sendResponse(res: ServerResponse, response: Response, extra: Record<string, string>) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.end(Buffer.from(await response.arrayBuffer()));
}
