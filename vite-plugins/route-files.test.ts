// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunk, transformPage } from './bundle-fixtures';
import { ROUTE_FILES_META } from '../src/config/constants.ts';
import { listRouteFiles } from './route-files.mjs';

const BUNDLE = {
  'assets/app.js': chunk('assets/app.js', null),
  'assets/home.js': chunk(
    'assets/home.js',
    '/repo/src/routes/index.tsx?tsr-split=component',
    ['assets/card.js', 'assets/app.js'],
    ['assets/home.css'],
  ),
  'assets/card.js': chunk('assets/card.js', null, ['assets/app.js'], ['assets/card.css']),
  'assets/checkout.js': chunk(
    'assets/checkout.js',
    '/repo/src/routes/_authenticated/checkout.tsx?tsr-split=component',
    ['assets/card.js', 'assets/form.js'],
  ),
  'assets/form.js': chunk('assets/form.js', null),
  // Lazy, but no route's: the map, loaded by its page when it shows,
  'assets/map.js': chunk('assets/map.js', '/repo/src/components/map/location-map.tsx'),
  // and a page that several routes load through one lazy wrapper.
  'assets/menu.js': chunk(
    'assets/menu.js',
    '/repo/src/pages/menu.tsx',
    ['assets/card.js'],
    ['assets/menu.css'],
  ),
};
/** The first page's files are in the page already. */
const HTML =
  '<script type="module" src="/assets/app.js"></script><link rel="modulepreload" href="/assets/home.js">';

const transform = (filename?: string, base?: string, pages?: Record<string, string>) =>
  transformPage(listRouteFiles(pages), { html: HTML, bundle: BUNDLE, filename, base });

const meta = (route: string, content: string) => ({
  tag: 'meta',
  attrs: { name: ROUTE_FILES_META, 'data-route': route, content },
  injectTo: 'head-prepend',
});

describe('listRouteFiles', () => {
  it("lists each route's files and styles not already in the page, and no other lazy file", () => {
    expect(transform()).toEqual([
      meta('index.tsx', '/assets/home.css /assets/card.js /assets/card.css'),
      meta(
        '_authenticated/checkout.tsx',
        '/assets/checkout.js /assets/card.js /assets/card.css /assets/form.js',
      ),
    ]);
  });

  it("follows the build's base, and leaves other pages (Storybook's iframe.html) alone", () => {
    expect(transform('/repo/index.html', './')).toEqual([
      meta('index.tsx', './assets/home.css ./assets/card.js ./assets/card.css'),
      meta(
        '_authenticated/checkout.tsx',
        './assets/checkout.js ./assets/card.js ./assets/card.css ./assets/form.js',
      ),
    ]);
    expect(transform('/repo/iframe.html')).toBe(HTML);
  });

  it('lists a lazy page that no route splits off under the name it is given, first', () => {
    expect((transform(undefined, undefined, { '/src/pages/menu.tsx': 'menu' }) as unknown[])[0]).toEqual(
      meta('menu', '/assets/menu.js /assets/menu.css /assets/card.js /assets/card.css'),
    );
    expect(() => transform(undefined, undefined, { '/src/pages/gone.tsx': 'gone' })).toThrow(/gone\.tsx/);
  });
});
