// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getCleanUrl } from '@mswjs/interceptors';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlersWith } from '../handlers';
import { SCENARIO_NAMES, scenarios } from '../scenarios';
import * as lite from './path-to-regexp-lite';

const require = createRequire(import.meta.url);
const mswRoot = dirname(require.resolve('msw/package.json'));
const mswCore = join(mswRoot, 'lib/core');
/** The path-to-regexp msw itself resolves, and how it turns a route's path into a pattern. */
const real = createRequire(join(mswRoot, 'package.json'))('path-to-regexp') as {
  match: (path: string, options: { decode: typeof decodeURIComponent }) => (path: string) => unknown;
};
const { coercePath } = (await import(join(mswCore, 'utils/matching/matchRequestUrl.mjs'))) as {
  coercePath: (path: string) => string;
};
const { normalizePath } = (await import(join(mswCore, 'utils/matching/normalizePath.mjs'))) as {
  normalizePath: (path: string) => string;
};

/** Every path a route of the mock matches on, in any scenario. */
const MOCK_PATHS = [handlersWith([]), ...SCENARIO_NAMES.map((name) => scenarios[name].handlers)]
  .flat()
  .map((handler: HttpHandler) => handler.info.path)
  .filter((path) => typeof path === 'string');

/**
 * The paths the stories' own handlers match on (a `${…}` in one stands for an id): the demo's
 * Storybook is built with the stand-ins too. Test files run in Node, with msw's own.
 */
const STORY_PATHS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .flatMap((file) => [
    ...readFileSync(join('src', file), 'utf8').matchAll(/\bhttp\.\w+\(\s*(['`])([^'`]*)\1/g),
  ])
  .map(([, , path = '']) => path.replaceAll(/\$\{[^}]*\}/g, 'x'));

const ROUTE_PATHS = [...new Set([...MOCK_PATHS, ...STORY_PATHS])];

const ORIGINS = ['http://localhost:5173', 'https://demo.example.com/food-store', ''];
const VALUES = [
  '42',
  'a773b3cbb094ea1beff07ed9',
  'Pad%20Thai',
  'Caf%C3%A9',
  'a.b',
  'x%2Fy',
  'a/b',
  '%E0%A4%A',
];
const ENDINGS = ['', '/', '//', '/more', '?q=1', '#top'];

/** URLs near a route: its origins, parameters (encoded, malformed, with a slash), endings and letter case. */
function urlsFor(path: string): string[] {
  return ORIGINS.flatMap((origin) =>
    VALUES.flatMap((value) =>
      ENDINGS.flatMap((ending) => {
        const url = `${origin}${path.replace(/^\*/, '').replace(/:\w+/g, value)}${ending}`;
        return [url, url.toUpperCase()];
      }),
    ),
  );
}

/** What a matcher answers, or the error it throws (a malformed escape does in path-to-regexp). */
function outcome(matcher: (path: string) => unknown, url: string): unknown {
  try {
    return matcher(url);
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : error;
  }
}

describe('path-to-regexp-lite', () => {
  it('stands in for the one name msw imports from path-to-regexp', () => {
    const imports = readdirSync(mswCore, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) => [
        ...readFileSync(join(mswCore, file), 'utf8').matchAll(
          /import\s*{([^}]*)}\s*from\s*["']path-to-regexp["']/g,
        ),
      ])
      .map(([, names]) => names?.trim());
    expect(imports).toEqual(['match']);
  });

  it("matches every route of the mock's and the stories' exactly as path-to-regexp does, parameters and all", () => {
    expect(MOCK_PATHS.length).toBeGreaterThan(15);
    expect(STORY_PATHS.length).toBeGreaterThan(15);
    const urls = ROUTE_PATHS.flatMap(urlsFor).map((url) => getCleanUrl(new URL(url, 'http://localhost')));
    const differences: string[] = [];
    let matched = 0;
    for (const path of ROUTE_PATHS) {
      const pattern = coercePath(normalizePath(path));
      const expected = real.match(pattern, { decode: decodeURIComponent });
      const actual = lite.match(pattern, { decode: decodeURIComponent });
      for (const url of urls) {
        const [want, got] = [outcome(expected, url), outcome(actual, url)];
        if (want) matched += 1;
        if (JSON.stringify(got) !== JSON.stringify(want))
          differences.push(`${path} on ${url}: ${JSON.stringify(got)}, not ${JSON.stringify(want)}`);
      }
    }
    expect(differences).toEqual([]);
    // The comparison covers matches, not only misses.
    expect(matched).toBeGreaterThan(1000);
  });

  it('refuses, when the route is made, any pattern syntax beyond literal text, `/:name` and `(.*)`', () => {
    for (const pattern of ['/api/:id?', '/api/:id+', '/api/(\\d+)', '/api{/:id}', 'http\\://x', '/a-:id']) {
      expect(() => lite.match(pattern, { decode: decodeURIComponent }), pattern).toThrow(
        /does not take\. Extend mocks\/browser\/path-to-regexp-lite\.ts/,
      );
      // All of them path-to-regexp takes.
      expect(() => real.match(pattern, { decode: decodeURIComponent }), pattern).not.toThrow();
    }
  });
});
