// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunk, transformPage } from './bundle-fixtures';
import { preloadLazyFiles } from './preload-lazy-files.mjs';

const BUNDLE = {
  'assets/app.js': chunk('assets/app.js', null),
  'assets/home.js': chunk(
    'assets/home.js',
    '/repo/src/routes/index.tsx?tsr-split=component',
    ['assets/card.js', 'assets/app.js'],
    ['assets/home.css'],
  ),
  'assets/card.js': chunk('assets/card.js', null, ['assets/app.js'], ['assets/card.css']),
  'assets/dish.js': chunk('assets/dish.js', '/repo/src/routes/food.$id.tsx?tsr-split=component'),
};
const HTML = '<script type="module" src="/assets/app.js"></script>';

const transform = (modules: string[], filename?: string) =>
  transformPage(preloadLazyFiles(modules), { html: HTML, bundle: BUNDLE, filename });

/** A link the plugin puts in the page's head. */
const link = (rel: string, href: string) => ({
  tag: 'link',
  attrs: { rel, crossorigin: true, href },
  injectTo: 'head',
});

describe('preloadLazyFiles', () => {
  it("lists the lazy route's files and styles in index.html, not the entry's, nor other routes'", () => {
    expect(transform(['/src/routes/index.tsx'])).toEqual([
      link('modulepreload', '/assets/home.js'),
      link('modulepreload', '/assets/card.js'),
      link('stylesheet', '/assets/home.css'),
      link('stylesheet', '/assets/card.css'),
    ]);
  });

  it("leaves other pages (Storybook's iframe.html) alone, and fails the build when a file is no longer lazy", () => {
    expect(transform(['/src/routes/index.tsx'], '/repo/iframe.html')).toBe(HTML);
    expect(() => transform(['/mocks/browser.ts'])).toThrow(/is it still imported lazily/);
  });
});
