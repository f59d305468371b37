// The page stays blank until the app's code has arrived and run: about 2 s on a phone over 4G. With
// the mocks on, this build plugin renders the home page into index.html at build time, as the app's
// first render shows it to a first visit: the app's own components and class names, its router and
// store, and the mock backend's answers (in Node, as the unit tests get them). It paints with the
// HTML and stylesheet, its first pictures load from the HTML, and the app's first render puts the
// same page in the same place (src/app/prerendered-page.ts). Where the first page will be another,
// src/boot/prerender-guard.ts hides all but the demo bar before anything paints. The page's
// stylesheets go into the HTML too, so that nothing but the HTML holds its first paint.
import { createServer } from 'vite';
import { envDefines, parseEnv } from '../src/config/parse-env.ts';

const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The shell's last element, which its first paint waits for (`<link rel="expect" blocking="render">`).
 * A slow network or a busy phone can hand the parser the HTML in parts, and whatever a part painted
 * could move when the rest came: a header ending at its Cart link moved that link left for the Login
 * link; a sort list with one choice parsed widened for the others and wrapped; a card's time moved
 * down for its price. And a part without the Loading overlay, which comes last, looks ready when it is
 * not. The whole page is about 10 kB compressed, all in the network's first round trip anyway.
 */
const PARSED_ID = 'shell-parsed';
/** The API's address while rendering: answers name their pictures on it, and the page gets them relative. */
const RENDER_ORIGIN = 'http://food-store.prerender';

/** The markup `render()` of `module` returns, loaded the way the app's own build sees it (CSS modules included). */
async function render(root, alias, module, exportName) {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    resolve: { alias },
    // The app's configuration as a build's (vite.config.ts), its API at RENDER_ORIGIN.
    define: envDefines(parseEnv({ VITE_API_BASE_URL: RENDER_ORIGIN })),
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { server: api } = await server.ssrLoadModule('/mocks/node.ts');
    api.listen({ onUnhandledRequest: 'error' });
    try {
      const loaded = await server.ssrLoadModule(module);
      if (typeof loaded[exportName] !== 'function') throw new Error(`${module} exports no ${exportName}.`);
      return await loaded[exportName]();
    } finally {
      api.close();
    }
  } finally {
    await server.close();
  }
}

/**
 * The rendered page made to work where the build is served: pictures under the build's `base` (the
 * demo's './' runs from any folder; '/' keeps them right on a deep link such as /search/soup), and so
 * the search form's action (rendered at '/', the base while rendering: the form goes to the app's
 * folder, src/boot/native-search.ts), links to `#/…` with hash URLs as the app's router writes them,
 * and no router scroll script (the policy runs no inline script; the app scrolls) nor React's picture
 * preloads (a deep link hides the page, and need not fetch its pictures first).
 */
export function placeMarkup(markup, { base, hashUrls }) {
  const placed = markup
    .replaceAll(`${RENDER_ORIGIN}/`, base)
    .replaceAll(' action="/"', ` action="${base}"`)
    .replace(/<script\b[^>]*>.*?<\/script>/gs, '')
    .replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
  return hashUrls ? placed.replace(/ href="\//g, ' href="#/') : placed;
}

/** The class names in `markup`. */
export function classNames(markup) {
  return [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/).filter(Boolean));
}

/**
 * Classes the markup may carry unstyled: TanStack Router's Link adds `active` to the current page's
 * link; the app styles its `aria-current` instead.
 */
const UNSTYLED_CLASSES = new Set(['active']);

const STYLESHEET_LINK = /\s*<link\b[^>]*\brel="stylesheet"[^>]*>/g;

const CSS_URL = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g;

/**
 * `css`, read from the build's `fileName`, with its relative `url()`s made relative to the page: a
 * build with a relative base (the demo, './') writes a font beside its stylesheet as `url(./x.woff2)`,
 * which in the page would point beside the page instead. Absolute and `data:` URLs stay.
 */
function rebaseUrls(css, fileName, base) {
  return css.replace(CSS_URL, (whole, quote, url) => {
    if (/^([a-z][a-z\d+.-]*:|\/|#)/i.test(url)) return whole;
    const fromPage = new URL(url, new URL(fileName, 'file:///')).pathname.slice(1);
    return `url(${quote}${base}${fromPage}${quote})`;
  });
}

/**
 * `html` with its `<link rel="stylesheet">` tags for files of the build replaced by one `<style>`
 * holding them in the same order, where the first was. `stylesheets` maps a built file's name
 * ('assets/app-1.css') to its text; links to other files stay. A page's stylesheets block its first
 * paint: on a phone over 4G, fetching them took about 400 ms after the HTML, which this takes off.
 * When a lazy file's code loads, Vite's loader adds its stylesheet link as usual; the rules are
 * the same, so nothing moves.
 */
export function inlineStylesheets(html, stylesheets, base) {
  const inlined = [];
  let at = -1;
  const rest = html.replace(STYLESHEET_LINK, (tag, offset) => {
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1] ?? '';
    const fileName = href.startsWith(base) ? href.slice(base.length) : undefined;
    const text = fileName === undefined ? undefined : stylesheets.get(fileName);
    if (text === undefined) return tag;
    if (/<\/style/i.test(text)) throw new Error(`${href} holds "</style": it cannot go into the page.`);
    inlined.push(rebaseUrls(text, fileName, base));
    if (at < 0) at = offset;
    return '';
  });
  if (at < 0) return html;
  return `${rest.slice(0, at)}\n    <style>${inlined.join('\n')}</style>${rest.slice(at)}`;
}

/**
 * Puts what `exportName` of `module` renders in index.html's empty #root, marked as prerendered until
 * the app takes over (a tap meanwhile meets the Loading overlay, as in the app), with the page's
 * stylesheets inlined (`inlineStylesheets`), and its first paint held until the parser has reached
 * its end; nothing unless `enabled`. The build fails if the page has no empty #root, or if a class
 * name the markup uses is in none of the built stylesheets.
 */
export function prerenderShell({
  enabled,
  hashUrls,
  module = '/src/boot/prerender-home.tsx',
  exportName = 'renderHomePage',
}) {
  let markup = '';
  let root = '';
  let base = '/';
  let alias = [];
  return {
    name: 'food-store:prerender-shell',
    apply: 'build',
    // After Vite's own HTML plugin, so index.html is in the bundle when the page is checked and its
    // styles inlined.
    enforce: 'post',
    configResolved: (config) => {
      root = config.root;
      base = config.base;
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'post',
      // The app's page only: Storybook builds its own iframe.html with this config.
      handler: async (html, { filename }) => {
        if (!enabled || !filename.endsWith('index.html')) return html;
        if (!html.includes(EMPTY_ROOT))
          throw new Error(`index.html has no ${EMPTY_ROOT} to render the shell into.`);
        markup = placeMarkup(await render(root, alias, module, exportName), { base, hashUrls });
        return {
          html: html.replace(
            EMPTY_ROOT,
            `<div id="root" data-prerendered>${markup}<i id="${PARSED_ID}" hidden></i></div>`,
          ),
          tags: [
            {
              tag: 'link',
              attrs: { rel: 'expect', href: `#${PARSED_ID}`, blocking: 'render' },
              injectTo: 'head',
            },
          ],
        };
      },
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!markup || !page) return;
      const stylesheets = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
          .map((output) => [output.fileName, String(output.source)]),
      );
      const css = [...stylesheets.values()].join('\n');
      const missing = classNames(markup).filter(
        (name) => !UNSTYLED_CLASSES.has(name) && !css.includes(`.${name}`),
      );
      if (missing.length > 0)
        throw new Error(
          `The shell's classes ${missing.join(', ')} are in no built stylesheet: it would show unstyled.`,
        );
      page.source = inlineStylesheets(String(page.source), stylesheets, base);
    },
  };
}
