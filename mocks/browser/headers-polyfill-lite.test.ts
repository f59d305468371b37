// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as polyfill from 'headers-polyfill';
import { describe, expect, it } from 'vitest';
import * as lite from './headers-polyfill-lite';

const mswLib = join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib');
const mswSources = readdirSync(mswLib, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(join(mswLib, file), 'utf8'));

describe('headers-polyfill-lite', () => {
  it('exports every name msw imports from headers-polyfill', () => {
    const names = mswSources.flatMap((source) =>
      [...source.matchAll(/import\s*{([^}]*)}\s*from\s*["']headers-polyfill["']/g)].flatMap(([, list]) =>
        (list ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''),
      ),
    );
    expect(names).toContain('Headers');
    for (const name of names.filter(Boolean)) expect(lite, name).toHaveProperty(name);
  });

  it("has every method msw borrows from the polyfill's Headers", () => {
    const borrowed = mswSources.flatMap((source) =>
      [...source.matchAll(/HeadersPolyfill\.prototype\.(\w+)/g)].map(([, method]) => method ?? ''),
    );
    expect(borrowed).toContain('getSetCookie');
    for (const method of borrowed) expect(lite.Headers.prototype, method).toHaveProperty(method);
  });

  it('splits a Set-Cookie as the polyfill does, one cookie to a header', () => {
    for (const cookie of [
      'session=abc; Path=/; HttpOnly',
      'theme=dark; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
    ]) {
      const headers = new globalThis.Headers([['set-cookie', cookie]]);
      expect(lite.Headers.prototype.getSetCookie.call(headers)).toEqual(
        polyfill.Headers.prototype.getSetCookie.call(headers),
      );
    }
  });

  it("reads a multipart part's headers as the polyfill does", () => {
    const part =
      'Content-Disposition: form-data; name="0"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n';
    expect([...lite.stringToHeaders(part)]).toEqual([...polyfill.stringToHeaders(part)]);
  });
});
