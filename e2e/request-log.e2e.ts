import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, demoUrl, realServerAppUrl, setupBrowser } from './support/browser';

const session = setupBrowser();

const cards = (page: Page) => page.getByRole('list', { name: 'Dishes' }).getByRole('article');
const demoBar = (page: Page) => page.getByRole('complementary', { name: 'Demo mode' });
const calls = (page: Page) =>
  demoBar(page).getByRole('list', { name: 'API calls, newest first' }).getByRole('listitem');
/** The logged call whose line starts with this status, method and path. */
const call = (page: Page, line: string) => calls(page).filter({ hasText: line }).first();

/** Opens the demo panel, then its request log, as a developer would: a click on each summary. */
async function openRequestLog(page: Page) {
  await demoBar(page)
    .getByText(/Demo mode: mock backend/)
    .click();
  await demoBar(page)
    .getByText(/^Request log/)
    .click();
  await demoBar(page).getByRole('button', { name: 'Clear log' }).waitFor();
}

/** Browses the menu, opens its third dish and returns the dish's name, as a shopper would. */
async function openADish(page: Page) {
  await expect.poll(() => cards(page).count()).toBe(48);
  const name = (await cards(page).nth(2).getByRole('heading').textContent()) ?? '';
  await cards(page).nth(2).getByRole('link').click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return name;
}

describe('the request log in the demo', () => {
  it('lists the calls a journey made, with status and the token mark, copies one as curl, keeps them through a reload and clears them', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(demoUrl()).origin,
    });
    await page.goto(demoUrl());
    const dish = await openADish(page);
    const dishId = page.url().split('/').at(-1);
    await openRequestLog(page);
    await call(page, `200 GET /api/foods/${dishId}`).waitFor();
    expect(await call(page, `GET /api/foods/${dishId}`).textContent()).toContain(
      'scenario normal · token sent: no',
    );

    await demoBar(page).getByRole('button', { name: 'Sign in as shopper' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Sam Shopper/ })
      .waitFor();
    await call(page, '200 POST /api/auth/login').waitFor();
    expect(await call(page, 'POST /api/auth/login').textContent()).toContain('token sent: no');
    // Signed in, the app asks for the dish again with the session's token (favourites are per user).
    await call(page, `200 GET /api/foods/${dishId}`).filter({ hasText: 'token sent: yes' }).waitFor();

    await demoBar(page).getByRole('button', { name: 'Copy as curl: POST /api/auth/login' }).click();
    await page.getByText('Copied as curl').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `curl -X 'POST' 'http://127.0.0.1:9090/api/auth/login' -H 'content-type: application/json' ` +
        `--data-raw '{"email":"shopper@foodstore.test","password":"shopper123"}'`,
    );
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${ARTIFACTS}/request-log-${width}.png` });
    }

    await page.reload();
    await page.getByRole('heading', { level: 1, name: dish }).waitFor();
    // The panel stays open through the reload; the log's own disclosure starts closed.
    await demoBar(page)
      .getByText(/^Request log/)
      .click();
    await call(page, '200 POST /api/auth/login').waitFor();

    await demoBar(page).getByRole('button', { name: 'Clear log' }).click();
    await expect.poll(() => call(page, 'POST /api/auth/login').count()).toBe(0);
  });

  it('is emptied by "Reset demo data"', async () => {
    const { page } = session;
    await page.goto(demoUrl());
    await expect.poll(() => cards(page).count()).toBe(48);
    await openRequestLog(page);
    await call(page, '200 GET /api/foods').waitFor();
    await demoBar(page).getByRole('button', { name: 'Sign in as shopper' }).click();
    await call(page, '200 POST /api/auth/login').waitFor();
    await demoBar(page).getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByText('Demo data reset').waitFor();
    await expect.poll(() => call(page, 'POST /api/auth/login').count()).toBe(0);
  });
});

describe('a chaos seed, replayed', () => {
  // Seed 159 at rate 0.5 fails the menu's first call with an error and lets its next ones through, with
  // no 20 s timeout among the home page's calls (mocks/scenarios/chaos.ts draws them).
  const CHAOS_LINK = '?scenario=chaos&seed=159&rate=0.5';
  const menuFailure = (page: Page) =>
    page.getByRole('main').getByRole('heading', { name: 'The menu could not be loaded' });

  it('fails the same call again from the same link, marked as injected, and the next try passes', async () => {
    const { page } = session;
    // Chromium logs each 500 it receives: the two the scenario injects are the point.
    session.allowErrors(/status of 500 \(\) \(http:\/\/127\.0\.0\.1:\d+\/api\/foods\)$/);
    // The same link twice: each load starts the scenario afresh, as a colleague opening it would.
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(new URL(CHAOS_LINK, demoUrl()).href);
      await menuFailure(page).waitFor();
      await openRequestLog(page);
      const failed = call(page, '500 GET /api/foods');
      await failed.waitFor();
      expect(await failed.textContent()).toContain('Injected by chaos: error');
      expect(await failed.textContent()).toContain('scenario chaos');
      await demoBar(page).getByRole('button', { name: 'Clear log' }).click();
      await expect.poll(() => calls(page).count()).toBe(0);
      // Close the panel again, so the next visit opens it as this one did. The tab remembers it closed
      // once the panel has taken the close (its log leaves with it), not when the summary is clicked.
      await demoBar(page)
        .getByText(/Demo mode: mock backend/)
        .click();
      await demoBar(page).getByRole('button', { name: 'Clear log' }).waitFor({ state: 'detached' });
    }
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => cards(page).count()).toBe(48);
  });
});

describe('a journey recorded as HAR', () => {
  it('replays in the real-server build with no mocks and no server: the menu and the dish appear', async () => {
    const { page, context } = session;
    await page.goto(demoUrl());
    const dish = await openADish(page);
    await openRequestLog(page);
    await call(page, 'GET /api/foods/').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      demoBar(page).getByRole('button', { name: 'Download HAR' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('food-store-requests.har');
    const har = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      log: { version: string; entries: { request: { url: string } }[] };
    };
    expect(har.log.version).toBe('1.2');

    // The demo's API sits on its own origin; the real-server build calls another: the same paths there.
    const demoOrigin = new URL(demoUrl()).origin;
    const apiOrigin = new URL(inject('apiUrl')).origin;
    for (const entry of har.log.entries) entry.request.url = entry.request.url.replace(demoOrigin, apiOrigin);
    const harPath = `${ARTIFACTS}/recorded-journey.har`;
    writeFileSync(harPath, JSON.stringify(har));

    const replay = await context.newPage();
    const answered: string[] = [];
    replay.on('requestfinished', (request) => {
      if (request.url().startsWith(`${apiOrigin}/api/`)) answered.push(request.url());
    });
    await replay.routeFromHAR(harPath, { url: `${apiOrigin}/api/**`, notFound: 'abort' });
    await replay.goto(realServerAppUrl('/'));
    await expect.poll(() => cards(replay).count()).toBe(48);
    await cards(replay).nth(2).getByRole('link').click();
    await replay.getByRole('heading', { level: 1, name: dish }).waitFor();
    expect(answered).toContain(`${apiOrigin}/api/foods`);
    await replay.close();
  });
});
