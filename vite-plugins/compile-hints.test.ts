// @vitest-environment node
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.mjs';

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  map: SourceMap | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** Enough of a Rollup source map: its mappings, and the JSON its map file is written from. */
interface SourceMap {
  mappings: string;
  toString: () => string;
}

const sourceMap = (mappings: string): SourceMap => ({
  mappings,
  toString() {
    return JSON.stringify({ mappings: this.mappings });
  },
});

const chunk = (fileName: string, options: Partial<FakeChunk> = {}): FakeChunk => ({
  type: 'chunk',
  fileName,
  code: `code of ${fileName}`,
  map: null,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  ...options,
});

/** A build like the app's: an entry and what it imports, two lazy routes, the mocks' runtime. */
function appBundle(page = 'index.html') {
  return {
    [page]: { type: 'asset' as const, fileName: page, source: '<html></html>' },
    'assets/runtime.js': chunk('assets/runtime.js'),
    'assets/app.js': chunk('assets/app.js', {
      isEntry: true,
      imports: ['assets/runtime.js'],
      map: sourceMap('AAAA;AACA'),
    }),
    'assets/app.js.map': {
      type: 'asset' as const,
      fileName: 'assets/app.js.map',
      source: JSON.stringify({ mappings: 'AAAA;AACA' }),
    },
    'assets/home.js': chunk('assets/home.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/pages/catalogue-page.tsx',
      imports: ['assets/card.js', 'assets/app.js'],
    }),
    'assets/card.js': chunk('assets/card.js', { imports: ['assets/app.js'] }),
    'assets/dish.js': chunk('assets/dish.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/routes/food.$id.tsx?tsr-split=component',
    }),
    'assets/browser.js': chunk('assets/browser.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/mocks/browser.ts',
    }),
  };
}

function build(modules: string[], bundle: ReturnType<typeof appBundle>) {
  const plugin = compileHints(modules) as Plugin & {
    generateBundle: { handler: (options: unknown, bundle: unknown) => void };
  };
  plugin.generateBundle.handler({}, bundle);
  return bundle;
}

const hinted = (bundle: ReturnType<typeof appBundle>) =>
  Object.values(bundle)
    .filter((output) => output.type === 'chunk' && output.code.startsWith(COMPILE_HINT))
    .map((output) => output.fileName)
    .sort();

describe('compileHints', () => {
  it("hints the entry, what it imports and the first page's lazy files, once each; never other routes", () => {
    const bundle = build(['/src/pages/catalogue-page.tsx', '/mocks/browser.ts'], appBundle());
    expect(hinted(bundle)).toEqual([
      'assets/app.js',
      'assets/browser.js',
      'assets/card.js',
      'assets/home.js',
      'assets/runtime.js',
    ]);
    expect(bundle['assets/app.js'].code).toBe(`${COMPILE_HINT}\ncode of assets/app.js`);
  });

  it('moves the source map down by the line the hint takes, in the chunk and in its map file', () => {
    const bundle = build([], appBundle());
    expect(bundle['assets/app.js'].map?.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(bundle['assets/app.js.map'].source)).toEqual({ mappings: ';AAAA;AACA' });
  });

  it("leaves other pages' builds (Storybook's iframe.html) alone, and fails the build when a file is no longer lazy", () => {
    expect(hinted(build(['/mocks/browser.ts'], appBundle('iframe.html')))).toEqual([]);
    expect(() => build(['/src/routes/gone.tsx'], appBundle())).toThrow(/is it still imported lazily/);
  });
});
