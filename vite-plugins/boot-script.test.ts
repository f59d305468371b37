// @vitest-environment node
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootScript } from './boot-script.mjs';

type BootPlugin = Plugin & {
  configResolved: (config: { base: string; build: { rolldownOptions: { input?: unknown } } }) => void;
  buildStart: (this: { emitFile: (file: unknown) => void }) => void;
  transformIndexHtml: { handler: (html: string, context: Partial<IndexHtmlTransformContext>) => unknown };
  generateBundle: (options: unknown, bundle: Record<string, unknown>) => void;
};

const MODULE = '/src/boot/guard.ts';
const chunk = (own: { imports?: string[]; exports?: string[] } = {}) => ({
  'assets/guard-1.js': {
    type: 'chunk',
    fileName: 'assets/guard-1.js',
    facadeModuleId: `/repo${MODULE}`,
    imports: [],
    dynamicImports: [],
    exports: [],
    ...own,
  },
});

function plugin(blocking: boolean) {
  const built = bootScript({ enabled: true, module: MODULE, name: 'guard', blocking }) as BootPlugin;
  built.configResolved({ base: './', build: { rolldownOptions: {} } });
  return built;
}

/** What the plugin emits when a build with `input` starts. */
function emitted(input?: unknown) {
  const built = bootScript({ enabled: true, module: MODULE, name: 'guard', blocking: true }) as BootPlugin;
  built.configResolved({ base: '/', build: { rolldownOptions: { input } } });
  const files: unknown[] = [];
  built.buildStart.call({ emitFile: (file) => files.push(file) });
  return files;
}

const tagsFor = (blocking: boolean, filename = '/repo/index.html') =>
  plugin(blocking).transformIndexHtml.handler('<html></html>', { filename, bundle: chunk() as never });

describe('bootScript', () => {
  it('lists a blocking script as a classic one, which runs before the page paints', () => {
    expect(tagsFor(true)).toEqual([
      { tag: 'script', attrs: { src: './assets/guard-1.js' }, injectTo: 'head-prepend' },
    ]);
  });

  it('lists the others as async modules, which run as soon as they arrive', () => {
    expect(tagsFor(false)).toEqual([
      {
        tag: 'script',
        attrs: { type: 'module', async: true, crossorigin: true, src: './assets/guard-1.js' },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it("is built with the app's page only, never with Storybook's iframe.html", () => {
    const guard = { type: 'chunk', id: MODULE, name: 'guard' };
    expect(emitted()).toEqual([guard]);
    expect(emitted({ index: '/repo/index.html' })).toEqual([guard]);
    expect(emitted('/repo/iframe.html')).toEqual([]);
    expect(tagsFor(true, '/repo/iframe.html')).toBe('<html></html>');
  });

  it('stops the build when the script would import code, or a classic one exports', () => {
    expect(() => plugin(false).generateBundle({}, chunk({ exports: ['start'] }))).not.toThrow();
    expect(() => plugin(false).generateBundle({}, chunk({ imports: ['assets/app-1.js'] }))).toThrow(
      /must import nothing/,
    );
    expect(() => plugin(true).generateBundle({}, chunk({ exports: ['start'] }))).toThrow(
      /classic script cannot/,
    );
  });
});
