import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { classNames, inlineStylesheets, placeMarkup, prerenderShell } from './prerender-shell.mjs';

const HTML = '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>';

type ShellPlugin = Plugin & {
  configResolved: (config: { root: string; base: string; resolve: { alias: unknown } }) => void;
  transformIndexHtml: {
    handler: (
      html: string,
      context: Partial<IndexHtmlTransformContext>,
    ) => Promise<string | { html: string; tags: HtmlTagDescriptor[] }>;
  };
  generateBundle: (options: unknown, bundle: Record<string, unknown>) => void;
};

function shellPlugin({
  enabled = true,
  module = '/src/boot/prerender-home.tsx',
  exportName = 'renderHomePage',
} = {}) {
  const plugin = prerenderShell({
    enabled,
    module,
    exportName,
    hashUrls: true,
  }) as ShellPlugin;
  const alias = Object.fromEntries(
    ['@', '@mocks', '@contract'].map((name) => [
      name,
      `${process.cwd()}/${name === '@' ? 'src' : name.slice(1)}`,
    ]),
  );
  plugin.configResolved({ root: process.cwd(), base: './', resolve: { alias } });
  return plugin;
}

const css = (source: string) => ({ type: 'asset', fileName: 'assets/app.css', source });

describe('prerenderShell', () => {
  it("renders the app's home page into the empty #root from the mock's answers, under the Loading overlay", async () => {
    const plugin = shellPlugin();
    const { html, tags } = (await plugin.transformIndexHtml.handler(HTML, {
      filename: '/repo/index.html',
    })) as { html: string; tags: HtmlTagDescriptor[] };
    const root = /<div id="root" data-prerendered>(.*)<\/div><script/s.exec(html)?.[1] ?? '';
    // The bar as it shows while the mock backend starts, then the header and the menu's first dishes.
    expect(root).toContain('<summary>Demo mode: mock backend, no real orders or payments</summary>');
    expect(root).toMatch(/<a class="_button_\w+_\d+" href="#\/login\?returnUrl=%2F">Login<\/a>/);
    expect(root).toContain('<h1');
    expect(root.match(/<article/g)).toHaveLength(8);
    // Its first calls are in flight, as the app shows it: under the Loading overlay. Then the mark
    // whose parsing lets the page paint, so that it paints whole, the overlay included.
    expect(root).toMatch(
      /<div class="_overlay_\w+_\d+" role="status" aria-live="polite">.*Loading...<\/div><\/div><i id="shell-parsed" hidden><\/i>$/,
    );
    // Pictures relative to the page, links as hash URLs, no inline script (the policy forbids one).
    expect(root).toMatch(/<img [^>]*src="\.\/images\/foods\/\w+\.svg"/);
    expect(root).toMatch(/href="#\/food\/\w+"/);
    expect(root).not.toMatch(/food-store\.prerender|<script|<link|href="\//);
    expect(tags).toEqual([
      { tag: 'link', attrs: { rel: 'expect', href: '#shell-parsed', blocking: 'render' }, injectTo: 'head' },
    ]);

    const classes = classNames(root);
    // TanStack Router's Link marks the current page's link `active`; the app styles aria-current.
    expect(classes).toContain('active');
    const styles = classes
      .filter((name) => name !== 'active')
      .map((name) => `.${name}{color:red}`)
      .join('');
    const page = { source: '<head><link rel="stylesheet" crossorigin href="./assets/app.css"></head>' };
    plugin.generateBundle({}, { 'index.html': page, 'assets/app.css': css(styles) });
    // Its stylesheet comes with the HTML: nothing but the HTML holds the first paint.
    expect(page.source).toBe(`<head>\n    <style>${styles}</style></head>`);
    // Class names the built styles do not have: the page would paint unstyled, so the build stops.
    expect(() => plugin.generateBundle({}, { 'index.html': {}, 'assets/app.css': css('.other{}') })).toThrow(
      /are in no built stylesheet/,
    );
  });

  it("leaves other pages (Storybook's iframe.html) and builds without the mocks alone", async () => {
    expect(await shellPlugin().transformIndexHtml.handler(HTML, { filename: '/repo/iframe.html' })).toBe(
      HTML,
    );
    expect(
      await shellPlugin({ enabled: false }).transformIndexHtml.handler(HTML, {
        filename: '/repo/index.html',
      }),
    ).toBe(HTML);
  });

  it('stops the build when index.html has no empty #root to render into', async () => {
    await expect(
      shellPlugin().transformIndexHtml.handler('<body><main></main></body>', {
        filename: '/repo/index.html',
      }),
    ).rejects.toThrow(/no <div id="root"><\/div>/);
  });

  it('places the markup where the build is served: pictures and the form under its base, hash links only with hash URLs', () => {
    const markup =
      '<link rel="preload" as="image" href="http://food-store.prerender/images/a.svg" fetchPriority="high"/>' +
      '<a href="/cart-page">Cart</a><a href="#main">Skip</a><img src="http://food-store.prerender/images/a.svg"/>' +
      '<form role="search" action="/"><input name="search"/></form>' +
      '<script>scrollTo(0,0)</script><p>done</p>';
    expect(placeMarkup(markup, { base: './', hashUrls: true })).toBe(
      '<a href="#/cart-page">Cart</a><a href="#main">Skip</a><img src="./images/a.svg"/>' +
        '<form role="search" action="./"><input name="search"/></form><p>done</p>',
    );
    expect(placeMarkup(markup, { base: '/', hashUrls: false })).toBe(
      '<a href="/cart-page">Cart</a><a href="#main">Skip</a><img src="/images/a.svg"/>' +
        '<form role="search" action="/"><input name="search"/></form><p>done</p>',
    );
  });

  it("inlines the build's stylesheets in order where the first was, and leaves other links alone", () => {
    const stylesheets = new Map([
      ['assets/app.css', '.a{}'],
      ['assets/page.css', '.b{}'],
    ]);
    const html = [
      '<head><link rel="icon" href="/favicon.svg">',
      '<link rel="stylesheet" href="https://fonts.example/x.css">',
      '<link rel="stylesheet" crossorigin href="/assets/app.css">',
      '<script type="module" src="/assets/app.js"></script>',
      '<link crossorigin rel="stylesheet" href="/assets/page.css"></head>',
    ].join('\n');
    expect(inlineStylesheets(html, stylesheets, '/')).toBe(
      [
        '<head><link rel="icon" href="/favicon.svg">',
        '<link rel="stylesheet" href="https://fonts.example/x.css">',
        '    <style>.a{}\n.b{}</style>',
        '<script type="module" src="/assets/app.js"></script></head>',
      ].join('\n'),
    );
    // Under another base, links to the same names elsewhere are not the build's.
    expect(inlineStylesheets(html, stylesheets, './')).toBe(html);
  });

  it("points a stylesheet's relative URLs from the page, under any base", () => {
    const css =
      "@font-face{src:url(./f.woff2)}.a{background:url('../img/x.svg')}.b{mask:url(data:image/svg+xml,x)}";
    const inlined = (base: string) =>
      inlineStylesheets(
        `<link rel="stylesheet" href="${base}assets/app.css">`,
        new Map([['assets/app.css', css]]),
        base,
      );
    expect(inlined('./')).toBe(
      "\n    <style>@font-face{src:url(./assets/f.woff2)}.a{background:url('./img/x.svg')}.b{mask:url(data:image/svg+xml,x)}</style>",
    );
    expect(inlined('/shop/')).toContain('src:url(/shop/assets/f.woff2)');
    // Vite writes absolute URLs under an absolute base: they stay.
    expect(
      inlineStylesheets(
        '<link rel="stylesheet" href="/assets/a.css">',
        new Map([['assets/a.css', '.a{background:url(/assets/x.svg)}']]),
        '/',
      ),
    ).toBe('\n    <style>.a{background:url(/assets/x.svg)}</style>');
  });

  it('refuses a stylesheet that would end the <style> it goes into', () => {
    const html = '<link rel="stylesheet" href="/assets/app.css">';
    expect(() =>
      inlineStylesheets(html, new Map([['assets/app.css', 'a::after{content:"</STYLE>"}']]), '/'),
    ).toThrow(/cannot go into the page/);
  });

  it('reads every class of every element', () => {
    expect(classNames('<a class="x  y"><b class="z"></b><i id="class"></i></a>')).toEqual(['x', 'y', 'z']);
  });
});
