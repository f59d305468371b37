import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, expect } from 'storybook/test';
import { handlers } from '@mocks/handlers';
import { isApiRequest } from '@mocks/http/api-request';
import { setAssetBase } from '@mocks/http/asset-base';
import { AXE_RUN_OPTIONS } from '@/testing/axe-rules';
import { APP_VIEWPORTS } from '@/testing/story-viewports';
import { freshApp, withApp } from './fresh-app';
import { applyToolbar, toolbarGlobalTypes, toolbarInitialGlobals } from './toolbar';
import '@/styles/global.css';

// findBy and waitFor in play functions give up after 1 s by default: far too soon on a busy machine,
// where a lazy route chunk or the toast runtime can take seconds to arrive. A story that passes never
// waits this long; one that fails says so after it.
configure({ asyncUtilTimeout: 15_000 });

/**
 * The app's happy-path handlers are the worker's initial handlers: they survive the addon's reset
 * before each story, and story overrides (`parameters.msw.handlers`, `msw.use()` in `beforeEach`)
 * go in front of them. Latency stays at the mocks' default of zero.
 */
async function startMockWorker() {
  // Resolved against the page, so a storybook-static hosted under a sub-path finds its worker.
  const base = new URL(import.meta.env.BASE_URL, window.location.href);
  // Dish pictures are served beside the stories (staticDirs), wherever the Storybook is hosted.
  setAssetBase(base.href);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: new URL('mockServiceWorker.js', base).href, options: { scope: base.pathname } },
    quiet: true,
    onUnhandledRequest: (request, print) => {
      if (isApiRequest({ request })) print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(startMockWorker), freshApp],
  beforeEach: applyToolbar,
  decorators: [withApp],
  // Nothing on any story, at any width (phone variants run at 390 px), may scroll sideways.
  afterEach: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
  globalTypes: toolbarGlobalTypes,
  initialGlobals: toolbarInitialGlobals,
  parameters: {
    // Accessibility violations fail the story's test, not just show in the panel: WCAG 2.2 AA with
    // its 24 px target size, and best practices (src/testing/axe-rules.ts).
    a11y: { test: 'error', options: AXE_RUN_OPTIONS },
    viewport: { options: APP_VIEWPORTS },
    // The sidebar as a designer reads it: the basics first, then the parts, the screens, the journeys.
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Introduction', 'Colours', 'Typography', 'Spacing', 'Iconography'],
          'Components',
          'Pages',
          'Flows',
        ],
      },
    },
  },
};

export default preview;
