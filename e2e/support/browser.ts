import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchChromium, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export const ARTIFACTS = 'e2e/artifacts';
mkdirSync(ARTIFACTS, { recursive: true });

export interface Session {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors seen so far; every test ends by expecting none. */
  errors: string[];
  /** Console errors a test provokes on purpose (e.g. the browser logging a 500 it was told to expect). */
  allowErrors(pattern: RegExp): void;
}

/**
 * One Chromium per test file, a fresh context (so fresh storage and service worker) per test.
 * Every test fails if the page threw or logged an error that was not expected. `launchArgs` are
 * Chromium flags the file's browser gets besides the usual ones.
 */
export function setupBrowser(
  options: Pick<BrowserContextOptions, 'viewport' | 'serviceWorkers'> = {},
  { launchArgs = [] }: { launchArgs?: string[] } = {},
) {
  let browser: Browser;
  const session = {} as Session;
  beforeAll(async () => {
    browser = await launchChromium(TEST_CHROMIUM_PATH, launchArgs);
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    session.context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    session.page = await session.context.newPage();
    session.errors = [];
    // Map tiles and other outside hosts are unreachable here by design; the app must not mind.
    const allowed = [/net::ERR_(NAME_NOT_RESOLVED|FAILED) \(https?:\/\/(?!127\.0\.0\.1|localhost)/];
    session.allowErrors = (pattern) => allowed.push(pattern);
    session.page.on('pageerror', (error) => session.errors.push(`pageerror: ${error.message}`));
    session.page.on('console', (message) => {
      const line = `${message.text()} (${message.location().url})`;
      if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(line))) {
        session.errors.push(`console: ${line}`);
      }
    });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await describeFailure(session.page, task.name);
    const errors = [...session.errors];
    // A route handler still fetching when the test ends (a late call of the page) would fail on the
    // closed context, outside any test: its answer no longer matters.
    await session.page?.unrouteAll({ behavior: 'ignoreErrors' });
    await session.context?.close();
    // CI keeps a failure's first line only: it names the errors themselves.
    expect(errors, `errors on the page: ${errors.join(' | ')}`).toEqual([]);
  });
  return session;
}

/**
 * What the page showed when a test failed, kept where a CI log keeps it: the address, the visible
 * text and a screenshot in the artifacts folder. A failure under load is rare and hard to reproduce.
 */
async function describeFailure(page: Page, testName: string) {
  try {
    const text = await page.evaluate(() => document.body.innerText);
    const shot = `${ARTIFACTS}/failed-${testName.replace(/\W+/g, '-').slice(0, 60)}.png`;
    await page.screenshot({ path: shot });
    console.error(`The page when "${testName}" failed: ${page.url()} (${shot})\n${text.slice(0, 2000)}`);
  } catch (cause) {
    console.error(`The page could not be described after "${testName}" failed: ${String(cause)}`);
  }
}

export const appUrl = (path = '') => new URL(path.replace(/^\//, ''), inject('appUrl')).href;
export const demoUrl = (hashPath = '') => `${inject('demoUrl')}${hashPath ? `#${hashPath}` : ''}`;
export const realServerAppUrl = (path = '') =>
  new URL(path.replace(/^\//, ''), inject('realServerAppUrl')).href;

/**
 * Waits until the logged-in session is in storage, where a page loaded afresh finds it: the app writes
 * it a moment after the login's toast shows.
 */
export async function sessionStored(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('User') ?? '{}') as { token?: string }).token),
    )
    .toBeTruthy();
}

/** The address of the first order the orders page lists, as its link gives it. */
export async function firstOrderPath(page: Page): Promise<string> {
  const href = await page
    .getByRole('main')
    .getByRole('link', { name: /^Order from / })
    .first()
    .getAttribute('href');
  if (href === null) throw new Error('The orders page lists no order with a link.');
  return href;
}

/**
 * 'Add to Cart' on the dish page open in `page`, as a shopper in a hurry: each group that must be
 * answered (a size, a spice level) gets its first choice first, as the seed's past orders have them.
 */
export async function addToCart(page: Page) {
  const form = page.getByRole('form', { name: /^Order / });
  await form.getByRole('button', { name: 'Add to Cart' }).waitFor();
  const required = form.getByRole('group').filter({ hasText: /Required · choose 1/ });
  for (const group of await required.all()) await group.getByRole('radio').first().check();
  await form.getByRole('button', { name: 'Add to Cart' }).click();
}

/** From the cart: 'Proceed to Checkout', the map's pin placed with the keyboard, 'Go to Payment'. */
export async function checkOutFromCart(page: Page) {
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('application', { name: 'Location map' }).focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: /^Selected location/ })
    .waitFor();
  await page.getByRole('button', { name: 'Go to Payment' }).click();
}
