import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadLazyFiles } from './preload-lazy-files.mjs';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  css: string[] = [],
) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  isDynamicEntry: facadeModuleId !== null,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

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

function transform(modules: string[], filename = '/repo/index.html') {
  const plugin = preloadLazyFiles(modules) as Plugin & {
    configResolved: (config: { base: string }) => void;
    transformIndexHtml: { handler: (html: string, context: Partial<IndexHtmlTransformContext>) => unknown };
  };
  plugin.configResolved({ base: '/' });
  return plugin.transformIndexHtml.handler(HTML, { filename, bundle: BUNDLE as never });
}

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
