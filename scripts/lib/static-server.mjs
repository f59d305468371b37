// A small static file server for built apps: SPA fallback to index.html, optional sub-path mount,
// optional gzip. Used by the size check, the browser tests and the bench, so all see what a static
// host would serve.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
// Text formats a static host gzips; images such as PNG are compressed already.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);

async function fileAt(root, pathname) {
  const path = normalize(join(root, pathname));
  if (!path.startsWith(root)) return undefined;
  const info = await stat(path).catch(() => undefined);
  if (info?.isFile()) return path;
  if (info?.isDirectory()) return fileAt(root, join(pathname, 'index.html'));
  return undefined;
}

/**
 * Serves `dir` at `basePath` (e.g. '/' or '/demo/food-store/') on a free loopback port. With
 * `compress`, text files go out gzipped to clients that accept it, so transfer sizes are a real host's.
 */
export async function serveStatic(dir, { basePath = '/', port = 0, compress = false } = {}) {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    // A path no file can have ('//x', a malformed '%') is a 400, never the server's end.
    respond(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(400);
      response.end('Bad request');
    });
  });
  async function respond(request, response) {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!pathname.startsWith(basePath) && `${pathname}/` !== basePath) {
      response.writeHead(404).end('Not found');
      return;
    }
    const inner = `/${pathname.slice(basePath.length)}`;
    // A page request (a search for '3.5' has a dot too) gets the app; a missing asset gets a 404.
    const wantsPage = request.headers.accept?.includes('text/html') || extname(inner) === '';
    const path = (await fileAt(root, inner)) ?? (wantsPage ? join(root, 'index.html') : undefined);
    if (!path) {
      response.writeHead(404).end('Not found');
      return;
    }
    const compressible = compress && COMPRESSIBLE.has(extname(path));
    const gzip = compressible && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      ...(compressible ? { vary: 'accept-encoding' } : {}),
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    const file = createReadStream(path);
    (gzip ? file.pipe(createGzip()) : file).pipe(response);
  }
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}${basePath}`,
    close: () => new Promise((done) => server.close(done)),
  };
}
