import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildApiDocs } from './scripts/lib/api-docs.mjs';
import { prerenderShell } from './scripts/lib/prerender-shell.mjs';
import { buildStorybook } from './scripts/lib/storybook-static.mjs';
import { preloadLazyFiles } from './scripts/lib/preload-lazy-files.mjs';
import { listRouteFiles } from './scripts/lib/route-files.mjs';
import { charsetFirst } from './scripts/lib/charset-first.mjs';
import { mswWorkerOnly } from './scripts/lib/msw-worker-only.mjs';
import { compileHints } from './scripts/lib/compile-hints.mjs';
import { BOOT_FOLDER, bootScript } from './scripts/lib/boot-script.mjs';
import { contentSecurityPolicy, headersFile } from './scripts/lib/content-security.mjs';
import { parseEnv } from './src/config/parse-env.ts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The app's builds carry their Content-Security-Policy as a <meta> in index.html, and a `_headers`
 * file for static hosts with the rest. Build only: the dev server injects inline scripts.
 */
function securityHeaders(policy: string): Plugin {
  return {
    name: 'food-store:security-headers',
    apply: 'build',
    // After Vite's own HTML plugin, so index.html is in the bundle when the headers file is added.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      // Storybook builds its own iframe.html with this config: only the app's page gets the policy.
      handler: (html, { filename }) =>
        filename.endsWith('index.html')
          ? {
              html,
              tags: [
                {
                  tag: 'meta',
                  attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
                  injectTo: 'head-prepend',
                },
              ],
            }
          : html,
    },
    generateBundle(_options, bundle) {
      if ('index.html' in bundle)
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(policy) });
    },
  };
}

/**
 * The demo ships the API reference (scripts/lib/api-docs.mjs) and the designers' Storybook
 * (scripts/lib/storybook-static.mjs) beside the app, at api-docs/ and storybook/.
 */
function demoCompanions(): Plugin {
  let outDir = '';
  return {
    name: 'food-store-demo-companions',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'demo',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: () => {
      buildApiDocs(outDir);
      buildStorybook(outDir);
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const appEnv = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  // The home page's files, and with mocks on their runtime and the demo's panel: lazy, but the
  // first page runs them.
  const firstPageLazyFiles = [
    '/src/routes/-components/catalogue-page.tsx',
    ...(appEnv.mocksEnabled ? ['/mocks/browser.ts', '/src/routes/-components/demo-panel.tsx'] : []),
  ];
  return {
    // The demo build uses relative asset paths so it runs from any folder of any static host.
    base: mode === 'demo' ? './' : '/',
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Error and not-found pages stay with the route tree: they must show when a page's code cannot load.
        codeSplittingOptions: { defaultBehavior: [['component']] },
      }),
      react(),
      securityHeaders(contentSecurityPolicy({ apiBaseUrl: appEnv.apiBaseUrl, tileUrl: appEnv.tileUrl })),
      // They download beside the entry,
      preloadLazyFiles(firstPageLazyFiles),
      // and compile in one pass as they arrive, as the entry does.
      compileHints(firstPageLazyFiles),
      // With a real server, the landing page's calls start before the app's code has arrived.
      bootScript({
        enabled: !appEnv.mocksEnabled,
        module: '/src/boot/early-requests.ts',
        name: 'early-requests',
        blocking: false,
      }),
      // With the mocks on, what hides the prerendered home page before it paints where the first page
      // will be another.
      bootScript({
        enabled: appEnv.mocksEnabled,
        module: '/src/boot/prerender-guard.ts',
        name: 'prerender-guard',
        blocking: true,
      }),
      // With the mocks on, the home page paints with the HTML, before the app's code has arrived.
      prerenderShell({
        enabled: appEnv.mocksEnabled,
        module: '/src/boot/prerender-home.tsx',
        exportName: 'renderHomePage',
        hashUrls: appEnv.routerHistory === 'hash',
      }),
      // Each route's files, for the boot scripts to preload the landing page's and the precache to
      // fetch the rest one at a time (src/app/route-code.ts). Last, so the tags come before the boot
      // scripts that read them.
      listRouteFiles(),
      // After every plugin that adds tags atop the head: the encoding stays in the page's first 1 kB.
      charsetFirst(),
      // Build only, like the cookie stand-ins aliased below: msw as the demo's runtime needs it, worker-only.
      mswWorkerOnly(path('./mocks/browser.ts')),
      demoCompanions(),
    ],
    resolve: {
      alias: {
        '@': path('./src'),
        '@mocks': path('./mocks'),
        '@contract': path('./contract'),
        // Browser build only (Node and `npm start` keep msw's own): msw's cookie handling, for an API
        // that uses none (mocks/browser/*-lite.ts). Its jar is tough-cookie, with tldts' ~115 kB gzip
        // public-suffix list; its request reader reads document.cookie for every handler it tries.
        ...(command === 'build'
          ? {
              'tough-cookie': path('./mocks/browser/tough-cookie-lite.ts'),
              // The path msw's handlers import it by.
              '../utils/request/getRequestCookies.mjs': path('./mocks/browser/request-cookies-lite.ts'),
            }
          : {}),
      },
    },
    build: {
      // Every browser the app supports preloads modules itself (Baseline since 2023).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The boot scripts take the app's constants (src/config/constants.ts) as copies, so they import nothing.
        optimization: { inlineConst: { mode: 'all' } },
        output: {
          // Everything the first page needs anyway goes in one chunk: a dozen tiny shared chunks
          // cost more in requests and lost compression than they save. Lazy routes stay split.
          // The boot scripts stay apart: they run before the app's code has arrived.
          codeSplitting: {
            groups: [{ name: 'app', tags: ['$initial'], test: (id) => !id.includes(BOOT_FOLDER) }],
          },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
