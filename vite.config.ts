import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { appChunk } from './vite-plugins/app-chunk.mjs';
import { appRoutes } from './vite-plugins/app-routes.mjs';
import { bootScript } from './vite-plugins/boot-script.mjs';
import { charsetFirst } from './vite-plugins/charset-first.mjs';
import { compileHints } from './vite-plugins/compile-hints.mjs';
import { demoCompanions } from './vite-plugins/demo-companions.mjs';
import { mswStandIns } from './vite-plugins/msw-stand-ins.mjs';
import { mswWorkerOnly } from './vite-plugins/msw-worker-only.mjs';
import { preloadLazyFiles } from './vite-plugins/preload-lazy-files.mjs';
import { prerenderShell } from './vite-plugins/prerender-shell.mjs';
import { listRouteFiles } from './vite-plugins/route-files.mjs';
import { securityHeaders } from './vite-plugins/security-headers.mjs';
import { CATALOGUE_FILES } from './src/config/constants.ts';
import { envDefines, parseEnv } from './src/config/parse-env.ts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const HOME_PAGE = '/src/pages/catalogue-page.tsx';
const DEMO_FIRST_PAGE = ['/mocks/browser.ts', '/src/pages/layout/demo-panel.tsx'];

export default defineConfig(({ mode }) => {
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  // The home page's files (and with mocks on, their runtime and the demo's panel): lazy, but the first page runs them.
  const firstPage = [HOME_PAGE, ...(env.mocksEnabled ? DEMO_FIRST_PAGE : [])];
  // The demo's index.html is the home page itself; a real server's is every page's, so there the
  // early script preloads the menu's files only where the shopper lands on the menu.
  const linkedInPage = env.mocksEnabled ? firstPage : [];
  return {
    // The demo build uses relative asset paths so it runs from any folder of any static host.
    base: mode === 'demo' ? './' : '/',
    // The configuration, parsed and checked here once, reaches the app as constants (src/config/env.ts).
    define: envDefines(env),
    resolve: {
      alias: [
        { find: '@', replacement: path('./src') },
        { find: '@mocks', replacement: path('./mocks') },
        { find: '@contract', replacement: path('./contract') },
        // TanStack Store's selector hook imports the shim for React < 18, which brings its own copy of
        // useSyncExternalStore; React 19 has it, and react-redux already loads the shim-free module.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    plugins: [
      // File-based routes, each page's code split apart.
      appRoutes(),
      react(),
      // Every build's Content-Security-Policy, as a <meta> and a `_headers` file.
      securityHeaders(env),
      // The first page's lazy files download beside the entry,
      preloadLazyFiles(linkedInPage),
      // and compile in one pass as they arrive, as the entry does.
      compileHints(firstPage),
      // With a real server, the landing page's calls start before the app's code has arrived.
      bootScript({ name: 'early-requests', enabled: !env.mocksEnabled, blocking: false }),
      // With the mocks on, what hides the prerendered home page before it paints where the first page is another,
      bootScript({ name: 'prerender-guard', enabled: env.mocksEnabled, blocking: true }),
      // and the home page itself, painted with the HTML before the app's code has arrived.
      prerenderShell({ enabled: env.mocksEnabled, hashUrls: env.routerHistory === 'hash' }),
      // Each route's files, for the boot scripts and the precache (src/app/route-code.ts); last of the tag adders.
      listRouteFiles({ [HOME_PAGE]: CATALOGUE_FILES }),
      // After every plugin that adds tags atop the head: the encoding stays in the page's first 1 kB (HTML rule).
      charsetFirst(),
      // The demo's msw, worker-only (build only),
      mswWorkerOnly(),
      // and without what the mock API never uses: a cookie jar, a Headers polyfill, status texts, a path parser.
      mswStandIns(),
      // What the first page needs in one chunk, without the module-preload polyfill; boot scripts stay apart.
      appChunk(),
      // The demo ships the API reference and the designers' Storybook beside the app.
      demoCompanions(),
    ],
  };
});
