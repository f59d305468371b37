// The test projects (unit in jsdom, e2e against the built app, every story in Chromium at two widths),
// over the app's own Vite config, so tests build the code exactly as the app does.
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { dishPictureStandIn } from './.storybook/dish-picture-stand-in.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { TestSequencer } from './scripts/lib/test-sequencer.ts';
import { ENV_GLOBAL } from './src/config/parse-env.ts';
import { type AppViewport, at } from './src/testing/story-viewports.ts';
import viteConfig from './vite.config.ts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Longer than any story file takes to run. */
const STORY_API_TIMEOUT_MS = 10 * 60_000;

/**
 * Every story as a test in Chromium, with axe and the no-sideways-scroll check: once at desktop width,
 * once at phone width. A story that names its own viewport (`globals: at('phone')`) keeps it in both.
 * Its picture is compared with its baseline (.storybook/vitest.setup.ts) in one run or both
 * (.storybook/story-picture.ts).
 */
function storyProject(name: string, viewport: AppViewport): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [
      // Before storybookTest, whose middleware serves the real pictures from staticDirs.
      dishPictureStandIn(),
      storybookTest({ configDir: path('./.storybook'), initialGlobals: at(viewport) }),
    ],
    // Stories that hold a call unanswered (a Loading or Submitting state) outlive their play: with the
    // app's 15 s timeout, the call ended in a toast over a later story's screenshot in the same file.
    define: { [`${ENV_GLOBAL}.apiTimeoutMs`]: String(STORY_API_TIMEOUT_MS) },
    test: {
      name,
      provide: { storyViewport: viewport },
      testTimeout: 60_000,
      setupFiles: ['./.storybook/vitest.setup.ts'],
      // Every story file in one page, one after another: each story renders its own app (fresh store,
      // router, mock db and storage, .storybook/fresh-app.tsx), so a fresh page per file only loaded
      // the preview and its modules again. Both widths alone: 463 s with a page per file, 239 s without.
      isolate: false,
      // A failed comparison's actual picture and diff: never committed.
      attachmentsDir: './test-results/attachments',
      browser: {
        enabled: true,
        headless: true,
        // Debian's Chromium: Playwright may not download its own browser here.
        provider: playwright({
          launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
          contextOptions: {
            // Dates render the same on every machine.
            timezoneId: 'UTC',
            locale: 'en-US',
            // The app's reduced-motion path: map flights and toast icons settle at once, so no picture
            // catches something mid-move.
            reducedMotion: 'reduce',
            // Room for the largest story viewport (1280x900), so no story is scaled down to fit the
            // test page: screenshots are taken at the story's own size.
            viewport: { width: 1400, height: 1000 },
          },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            // `arg` is `<width>/<story id>`, the width the story rendered at.
            resolveScreenshotPath: ({ arg, ext }) => path(`./.storybook/screenshots/${arg}${ext}`),
            resolveDiffPath: ({ arg, ext }) => path(`./test-results/screenshots/${arg}${ext}`),
          },
        },
      },
    },
  };
}

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // The story runs' Storybook plugin keeps handles open after the last test (611 file handles), and
      // Vitest waits this long before it exits anyway: 10 s by default, for nothing.
      teardownTimeout: 1000,
      // The unit project's files grouped by environment, so its workers go from file to file; the long
      // browser test files first in a fresh clone.
      sequence: { sequencer: TestSequencer },
      projects: [
        {
          extends: true,
          resolve: {
            // react-leaflet does not support jsdom (react-leaflet#204, #644): jsdom tests get the
            // map's stub; Storybook and the browser tests keep the real Leaflet map.
            alias: [
              {
                find: /^@\/components\/map\/leaflet-map$/,
                replacement: path('./src/testing/leaflet-map-stub.tsx'),
              },
            ],
          },
          test: {
            name: 'unit',
            environment: 'jsdom',
            // Vitest leaves a core to itself by default: one worker on a two-core machine. The test
            // files are the work; once they are transformed the main process mostly waits.
            maxWorkers: 2,
            // A worker goes on from file to file with the modules it has loaded and its jsdom, instead
            // of starting afresh for each (a third of the unit tests' CPU time went on that). What a
            // test changes is put back after it (src/testing/setup.ts, and the options below); a file
            // that swaps a module (vi.mock, vi.doMock) unmocks it and resets the modules when it ends.
            isolate: false,
            unstubGlobals: true,
            unstubEnvs: true,
            // Projects run together (a bare `npx vitest`) must differ in group to differ in workers.
            sequence: { groupOrder: 1 },
            setupFiles: ['./src/testing/setup.ts'],
            // Busy machines are slow: tests wait on conditions (findBy, waitFor), never on a short clock.
            testTimeout: 60_000,
            include: [
              'src/**/*.test.{ts,tsx}',
              'contract/**/*.test.ts',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
              'vite-plugins/**/*.test.ts',
              'bench/**/*.test.ts',
              'menu-maker/**/*.test.ts',
              '.storybook/**/*.test.ts',
            ],
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.e2e.ts'],
            globalSetup: ['./e2e/global-setup.ts'],
            // Four files at a time, each with its own browser: a browser test mostly waits (the mock's
            // latency, the app's timers, a fault's timeout). Alone on two cores, four took 408 s where
            // two took 521, and the two cores were still more than half idle.
            maxWorkers: 4,
            sequence: { groupOrder: 2 },
            // The first load registers the service worker and waits out the mock's realistic latency;
            // a loaded machine can take many times longer, and a passing test never waits for nothing.
            expect: { poll: { timeout: 30_000, interval: 100 } },
            testTimeout: 180_000,
            hookTimeout: 300_000,
          },
        },
        storyProject('storybook', 'desktop'),
        storyProject('storybook-phone', 'phone'),
      ],
    },
  }),
);
