// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { account, ORIGIN } from '../testing/api';
import { cookieStore } from './cookie-store-lite';

const mswLib = join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib');
const SPECIFIER = '../cookieStore.mjs';
const mswSources = readdirSync(mswLib, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mjs') && !file.endsWith('cookieStore.mjs'))
  .map((file) => readFileSync(join(mswLib, file), 'utf8'))
  .filter((source) => source.includes('cookieStore'));

describe('cookie-store-lite', () => {
  it("stands in for msw's cookie store, by the path the build aliases, with every method msw calls", () => {
    expect(mswSources.length).toBeGreaterThan(0);
    for (const source of mswSources) {
      expect(source).toContain(`import { cookieStore } from '${SPECIFIER}';`);
    }
    const calls = mswSources.flatMap((source) =>
      [...source.matchAll(/\bcookieStore\.(\w+)\(/g)].map(([, method]) => method ?? ''),
    );
    expect(calls).toContain('setCookie');
    for (const method of calls) expect(cookieStore, method).toHaveProperty(method);
    expect(readFileSync('vite-plugins/msw-stand-ins.mjs', 'utf8')).toContain(`'${SPECIFIER}'`);
  });

  it('keeps no cookie, and says so once when a mocked response sets one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await cookieStore.setCookie();
    await cookieStore.setCookie();
    expect(cookieStore.getCookies()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('loses nothing the mock API sends: it sets no cookies', async () => {
    const { email, password } = account('shopper');
    const login = await fetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const foods = await fetch(`${ORIGIN}/api/foods`);
    expect([...login.headers.getSetCookie(), ...foods.headers.getSetCookie()]).toEqual([]);
  });
});
