// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as lite from './request-cookies-lite';

const mswHandlers = join(
  dirname(createRequire(import.meta.url).resolve('msw/package.json')),
  'lib/core/handlers',
);
const SPECIFIER = '../utils/request/getRequestCookies.mjs';

describe('request-cookies-lite', () => {
  it("stands in for every name msw's handlers import, by the path the build aliases", () => {
    const importers = readdirSync(mswHandlers).filter((file) => file.endsWith('.mjs'));
    const imported = importers.flatMap((file) => {
      const source = readFileSync(join(mswHandlers, file), 'utf8');
      const names = new RegExp(
        `import\\s*{([^}]*)}\\s*from\\s*["']${SPECIFIER.replaceAll('.', '\\.')}["']`,
      ).exec(source)?.[1];
      return names?.split(',').map((name) => name.trim()) ?? [];
    });
    expect(imported).toContain('getAllRequestCookies');
    for (const name of imported.filter(Boolean)) expect(lite, name).toHaveProperty(name);
    expect(readFileSync('vite-plugins/msw-stand-ins.mjs', 'utf8')).toContain(`'${SPECIFIER}'`);
  });

  it("loses nothing: no mock handler reads a request's cookies", () => {
    const handlers = join(import.meta.dirname, '..', 'handlers');
    for (const file of readdirSync(handlers).filter((name) => !name.includes('.test.'))) {
      expect(readFileSync(join(handlers, file), 'utf8'), file).not.toMatch(/\bcookies\b/);
    }
    expect(lite.getAllRequestCookies()).toEqual({});
  });
});
