import puppeteer, { type Browser, type BrowserContext, type Page, type Viewport } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { FIREFOX_PATH, firefoxMissing } from '../../scripts/lib/firefox.mjs';
import { type EnginePage, describeFailure } from './engine-page';

/**
 * The same whatever the machine's settings: an English page in UTC (the app's dates and prices read
 * the browser's language and zone).
 */
const HERMETIC_PREFS = {
  'intl.accept_languages': 'en-US',
  'intl.locale.requested': 'en-US',
  'intl.regional_prefs.use_os_locales': false,
};

function enginePage(page: Page): EnginePage {
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    // From the page: Puppeteer's own url() misses the app's same-document navigations in Firefox ESR
    // 140, which sends no `browsingContext.historyUpdated` for them.
    url: () => page.evaluate(() => location.href),
    // puppeteer's types would have the arguments be element handles too: here they are JSON.
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    click: ({ x, y }) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
  };
}

/**
 * Debian's Firefox ESR for browser tests, driven by puppeteer-core over WebDriver BiDi: one Firefox
 * per describe block, a fresh browser context (fresh storage) per test. A test fails if its page threw
 * or logged an error; where Firefox is missing every test fails, saying what to install.
 */
export function setupFirefox({ viewport }: { viewport: { width: number; height: number } }) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let errors: string[] = [];
  const session = {} as { page: EnginePage };
  beforeAll(async () => {
    const missing = firefoxMissing();
    if (missing) throw new Error(missing);
    browser = await puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: HERMETIC_PREFS,
      env: { ...process.env, TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
    });
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    if (!browser) throw new Error(firefoxMissing() ?? 'Firefox did not start.');
    context = await browser.createBrowserContext();
    const page = await context.newPage();
    await setViewport(page, viewport);
    errors = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    session.page = enginePage(page);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await describeFailure(session.page, 'Firefox', task.name);
    const seen = [...errors];
    await context?.close();
    // CI keeps a failure's first line only: it names the errors themselves.
    expect(seen, `errors on the page: ${seen.join(' | ')}`).toEqual([]);
  });
  return session;
}

/**
 * Puppeteer sets a viewport over WebDriver BiDi together with a screen orientation, and Debian's Firefox
 * ESR 140 knows no `emulation.setScreenOrientationOverride`: that refusal is tolerated (as Puppeteer
 * tolerates a missing touch override), and the page is awaited at the size asked for.
 */
async function setViewport(page: Page, viewport: Viewport) {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('setScreenOrientationOverride')) throw error;
  }
  await page.waitForFunction(
    (width, height) => window.innerWidth === width && window.innerHeight === height,
    {},
    viewport.width,
    viewport.height,
  );
}
