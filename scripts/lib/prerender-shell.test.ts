import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { classNames, prerenderShell } from './prerender-shell.mjs';

const HTML = '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>';

type ShellPlugin = Plugin & {
  configResolved: (config: { root: string; resolve: { alias: unknown } }) => void;
  transformIndexHtml: {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => Promise<string>;
  };
  generateBundle: (options: unknown, bundle: Record<string, unknown>) => void;
};

function shellPlugin(enabled = true) {
  const plugin = prerenderShell({
    enabled,
    module: '/src/components/layout/demo-bar.tsx',
    component: 'DemoBarPending',
  }) as ShellPlugin;
  plugin.configResolved({ root: process.cwd(), resolve: { alias: { '@': `${process.cwd()}/src` } } });
  return plugin;
}

const css = (source: string) => ({ type: 'asset', fileName: 'assets/app.css', source });

describe('prerenderShell', () => {
  it("renders the app's own pending demo bar into the empty #root, with its CSS-module classes", async () => {
    const plugin = shellPlugin();
    const html = await plugin.transformIndexHtml.handler(HTML, { filename: '/repo/index.html' });
    const root = /<div id="root">(.*)<\/div><script/.exec(html)?.[1] ?? '';
    expect(root).toContain('<summary>Demo mode: mock backend, no real orders or payments</summary>');
    expect(root).toMatch(/^<aside class="_bar_\w+_\d+" inert="">/);

    const classes = classNames(root);
    const built = Object.fromEntries([
      ['index.html', {}],
      ['assets/app.css', css(classes.map((name) => `.${name}{color:red}`).join(''))],
    ]);
    expect(() => plugin.generateBundle({}, built)).not.toThrow();
    // Class names the built styles do not have: the bar would paint unstyled, so the build stops.
    expect(() => plugin.generateBundle({}, { 'index.html': {}, 'assets/app.css': css('.other{}') })).toThrow(
      /are in no built stylesheet/,
    );
  });

  it("leaves other pages (Storybook's iframe.html) and builds without the mocks alone", async () => {
    expect(await shellPlugin().transformIndexHtml.handler(HTML, { filename: '/repo/iframe.html' })).toBe(
      HTML,
    );
    expect(await shellPlugin(false).transformIndexHtml.handler(HTML, { filename: '/repo/index.html' })).toBe(
      HTML,
    );
  });

  it('stops the build when index.html has no empty #root to render into', async () => {
    await expect(
      shellPlugin().transformIndexHtml.handler('<body><main></main></body>', {
        filename: '/repo/index.html',
      }),
    ).rejects.toThrow(/no <div id="root"><\/div>/);
  });

  it('reads every class of every element', () => {
    expect(classNames('<a class="x  y"><b class="z"></b><i id="class"></i></a>')).toEqual(['x', 'y', 'z']);
  });
});
