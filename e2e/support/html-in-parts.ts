import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves the build at `buildUrl` from an origin of its own, its page's HTML in two parts, as a slow
 * network or a busy phone hands it to the parser: up to the offset `cutAt` finds in it, then the rest
 * once `sendTheRest` is called. Every other file passes through as the build's server sends it.
 */
export async function servedInParts(buildUrl: string, cutAt: (html: string) => number) {
  const html = await (await fetch(buildUrl)).text();
  const cut = cutAt(html);
  if (cut < 0) throw new Error(`The page has no place to cut it at (${cutAt.toString()}).`);
  let sendTheRest = () => {};
  const theRest = new Promise<void>((resolve) => (sendTheRest = resolve));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1);
    if (path === '' || path === 'index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      void theRest.then(() => response.end(html.slice(cut)));
      return;
    }
    fetch(new URL(path, buildUrl))
      .then(async (file) => {
        response.writeHead(file.status, { 'content-type': file.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await file.arrayBuffer()));
      })
      // The build's server gone (the test run ending) is the page's failed request, not the runner's error.
      .catch(() => (response.headersSent ? response.end() : response.writeHead(502).end()));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    sendTheRest,
    close: () => {
      // The browser keeps its connections open, which would hold `close` for ever.
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}
