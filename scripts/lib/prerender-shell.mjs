// The page stays blank until the app's code has arrived and run: about 2 s on a phone over 4G. This
// build plugin renders the part of the first screen that never depends on data (the demo's bar)
// into index.html at build time, with the app's own component and class names, so it paints with
// the HTML and stylesheet. The app's first render puts the same markup in the same place.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';

/** The component's markup, loaded the way the app's own build sees it (CSS modules included). */
async function render(root, alias, module, component) {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    resolve: { alias },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const loaded = await server.ssrLoadModule(module);
    if (typeof loaded[component] !== 'function') throw new Error(`${module} exports no ${component}.`);
    return renderToStaticMarkup(createElement(loaded[component]));
  } finally {
    await server.close();
  }
}

/** The class names in `markup`. */
export function classNames(markup) {
  return [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/).filter(Boolean));
}

/**
 * Puts `component` from `module` (e.g. '/src/components/layout/demo-bar.tsx', 'DemoBarPending') in
 * index.html's empty #root; nothing unless `enabled`. The build fails if the page has no empty
 * #root, or if a class name the markup uses is in none of the built stylesheets.
 */
export function prerenderShell({ enabled, module, component }) {
  let markup = '';
  let root = '';
  let alias = [];
  return {
    name: 'food-store:prerender-shell',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'post',
      // The app's page only: Storybook builds its own iframe.html with this config.
      handler: async (html, { filename }) => {
        if (!enabled || !filename.endsWith('index.html')) return html;
        if (!html.includes(EMPTY_ROOT))
          throw new Error(`index.html has no ${EMPTY_ROOT} to render the shell into.`);
        markup = await render(root, alias, module, component);
        return html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
      },
    },
    generateBundle(_options, bundle) {
      if (!markup || !('index.html' in bundle)) return;
      const css = Object.values(bundle)
        .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
        .map((output) => String(output.source))
        .join('\n');
      const missing = classNames(markup).filter((name) => !css.includes(`.${name}`));
      if (missing.length > 0)
        throw new Error(
          `The shell's classes ${missing.join(', ')} are in no built stylesheet: it would show unstyled.`,
        );
    },
  };
}
