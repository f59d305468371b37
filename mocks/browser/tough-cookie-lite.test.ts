// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { account, ORIGIN } from '../testing/api';
import * as lite from './tough-cookie-lite';

/** msw's cookie store: the one module of msw that imports tough-cookie (checked below). */
const mswLib = join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib');
const cookieStoreSource = readFileSync(join(mswLib, 'core/utils/cookieStore.mjs'), 'utf8');

describe('tough-cookie-lite', () => {
  it('exports every name msw imports from tough-cookie', () => {
    const imported = /import\s*{([^}]*)}\s*from\s*["']tough-cookie["']/.exec(cookieStoreSource)?.[1];
    const names =
      imported
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean) ?? [];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(lite, name).toHaveProperty(name);
  });

  it('has every method msw calls on the jar and the cookies', () => {
    const jarCalls = [...cookieStoreSource.matchAll(/#jar\.(\w+)\(/g)].map(([, method]) => method);
    expect(jarCalls.length).toBeGreaterThan(0);
    for (const method of jarCalls) expect(lite.CookieJar.prototype, method).toHaveProperty(method ?? '');
    const cookieCalls = [...cookieStoreSource.matchAll(/\bCookie\.(\w+)\(/g)].map(([, method]) => method);
    for (const method of cookieCalls) expect(lite.Cookie, method).toHaveProperty(method ?? '');
  });

  it('keeps an empty jar, and says so once when a mocked response sets a cookie', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new lite.MemoryCookieStore();
    const jar = new lite.CookieJar();
    expect(store.idx).toEqual({});
    expect(lite.Cookie.fromJSON()).toBeUndefined();
    await jar.setCookie();
    await jar.setCookie();
    expect(jar.getCookiesSync()).toEqual([]);
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
