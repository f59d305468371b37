// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { account, logIn } from '../testing/api';
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import statuses from './statuses-lite';

const mswLib = join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib');
const SPECIFIER = '../../../shims/statuses.mjs';

/** msw's modules that import the status table, with their source. */
function importers(): [string, string][] {
  return readdirSync(join(mswLib, 'core'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file): [string, string] => [file, readFileSync(join(mswLib, 'core', file), 'utf8')])
    .filter(([, source]) => source.includes('shims/statuses'));
}

describe('statuses-lite', () => {
  it('stands in for the table msw imports, by the path the build aliases, which msw reads only for `message`', () => {
    const found = importers();
    expect(found.length).toBeGreaterThan(0);
    for (const [file, source] of found) {
      expect(source, file).toContain(`import statuses from '${SPECIFIER}';\nconst { message } = statuses;`);
      expect(source, file).not.toMatch(/\bstatuses\s*(\.(?!mjs)|\[|\()/);
    }
    expect(statuses.message).toEqual({});
    expect(readFileSync('vite-plugins/msw-stand-ins.mjs', 'utf8')).toContain(`'${SPECIFIER}'`);
  });

  it("loses nothing: the mock's answers, errors included, name no status text for msw to fill in", async () => {
    const { email, password } = account('shopper');
    const answers = await Promise.all(
      [
        ['/api/foods'],
        ['/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) }],
        ['/api/auth/login', { method: 'POST', body: '{' }],
        ['/api/orders'],
        ['/api/foods/no-such-dish'],
        ['/api/foods', { method: 'DELETE' }],
        ['/api/nothing-here'],
      ].map(async ([path, init]) => {
        const response = await fetch(`http://localhost${path as string}`, init as RequestInit);
        return [response.status, response.statusText] as const;
      }),
    );
    expect(answers.map(([status]) => status)).toEqual([200, 200, 400, 401, 404, 405, 404]);
    for (const [status, statusText] of answers) expect(statusText, String(status)).toBe('');
    const { token } = await logIn();
    const logout = await fetch('http://localhost/api/auth/logout', {
      method: 'POST',
      headers: { [ACCESS_TOKEN_HEADER]: token },
    });
    expect([logout.status, logout.statusText]).toEqual([204, '']);
  });
});
