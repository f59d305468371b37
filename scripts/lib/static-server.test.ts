// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from './static-server.mjs';

/** A GET with the path sent exactly as written (fetch would normalise it first). */
function get(server: StaticServer, path: string, accept = '*/*') {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ hostname, port, path, headers: { accept } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('serveStatic', () => {
  let dir: string;
  let server: StaticServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-server-'));
    writeFileSync(join(dir, 'index.html'), '<p>app</p>');
    writeFileSync(join(dir, 'a b.js'), 'code');
    server = await serveStatic(dir);
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files by their decoded names, pages from index.html, and 404s a missing file', async () => {
    expect(await get(server, '/a%20b.js')).toEqual({ status: 200, body: 'code' });
    expect(await get(server, '/search/soup', 'text/html')).toEqual({ status: 200, body: '<p>app</p>' });
    expect((await get(server, '/missing.js')).status).toBe(404);
  });

  it('answers paths no file can have with 400 and keeps serving', async () => {
    expect((await get(server, '//')).status).toBe(400);
    expect((await get(server, '/%zz')).status).toBe(400);
    expect(await get(server, '/a%20b.js')).toEqual({ status: 200, body: 'code' });
  });
});
