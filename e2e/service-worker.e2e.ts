import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, demoUrl, setupBrowser } from './support/browser';

const session = setupBrowser();
const WORKER_SCRIPT = '**/mock-api-worker.js';
const dishes = () => session.page.getByRole('list', { name: 'Dishes' }).getByRole('article');

describe('the mock service worker in the production build', () => {
  it("silences msw's unhandled update-check rejection in the page, and only that", async () => {
    const { page } = session;
    await page.goto(appUrl('/'));
    await expect.poll(() => dishes().count()).toBe(48);
    const verdicts = await page.evaluate(() => {
      const verdict = (reason: Error) =>
        new Promise<boolean>((settle) => {
          // Added after the app's own listener, so it reads that listener's verdict; then it
          // silences the rejection itself, as this test provoked it.
          const listen = (event: PromiseRejectionEvent) => {
            if (event.reason !== reason) return;
            removeEventListener('unhandledrejection', listen);
            settle(event.defaultPrevented);
            event.preventDefault();
          };
          addEventListener('unhandledrejection', listen);
          void Promise.reject(reason);
        });
      const scope = `scope ('${location.origin}/') with script ('${location.origin}/mock-api-worker.js')`;
      return Promise.all([
        verdict(new TypeError(`Failed to update a ServiceWorker for ${scope}: An unknown error occurred.`)),
        verdict(new TypeError('Failed to fetch')),
      ]);
    });
    expect(verdicts).toEqual([true, false]);
  });

  it("answers the API calls and leaves pictures and the app's files to the network", async () => {
    const { page } = session;
    const answers: { path: string; type: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const type = response.request().resourceType();
      answers.push({ path: pathname, type, fromWorker: response.fromServiceWorker() });
    });
    // The second visit: the worker controls the page from its first request.
    await page.goto(appUrl('/'));
    await expect.poll(() => dishes().count()).toBe(48);
    answers.length = 0;
    await page.reload();
    await expect.poll(() => dishes().count()).toBe(48);
    await page
      .getByRole('list', { name: 'Dishes' })
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode());
    const api = answers.filter(({ path }) => path.includes('/api/'));
    const pictures = answers.filter(({ type }) => type === 'image');
    const scripts = answers.filter(({ type }) => type === 'script');
    expect(api.map(({ path }) => path)).toContain('/api/foods');
    expect(pictures.length).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(api.filter(({ fromWorker }) => !fromWorker)).toEqual([]);
    expect([...pictures, ...scripts].filter(({ fromWorker }) => fromWorker)).toEqual([]);
  });

  it('says the demo backend could not be downloaded when its worker script is unreachable', async () => {
    const { page, context } = session;
    session.allowErrors(/fetching the script|The mock backend did not start/);
    await context.route(WORKER_SCRIPT, (route) => route.abort());
    await page.goto(appUrl('/'));
    const bar = page.getByRole('complementary', { name: 'Demo mode' });
    await bar.getByRole('alert').waitFor();
    await expect
      .poll(() => bar.textContent())
      .toContain('The demo backend could not be downloaded. Check your connection, then reload the page.');
    await page.getByRole('heading', { name: 'The menu could not be loaded' }).waitFor();
  });
});

describe('a demo page that begins without the mock worker, under its sub-path', () => {
  const isMenuCall = (url: string) => new URL(url).pathname.endsWith('/api/foods');

  /** Where each API call of `page` was answered, and how many times it was loaded. */
  function watch(page: Page) {
    const seen = { loads: 0, apiFromNetwork: [] as string[] };
    // Counted as they are asked for: a load cut short by msw's own reload never fires its load event.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.loads += 1;
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.includes('/api/') && !response.fromServiceWorker())
        seen.apiFromNetwork.push(`${response.status()} ${response.url()}`);
    });
    return seen;
  }

  /** `page` with the demo started in it: its worker controls it and has answered the menu. */
  async function openDemo(page: Page) {
    const menu = page.waitForResponse((response) => isMenuCall(response.url()));
    await page.goto(demoUrl());
    expect((await menu).fromServiceWorker()).toBe(true);
  }

  /** After `navigate`, the page's menu call was answered by the mock and its demo is running. */
  async function expectMockedStart(page: Page, navigate: () => Promise<unknown>) {
    const seen = watch(page);
    const menu = page.waitForResponse((response) => isMenuCall(response.url()));
    await navigate();
    const answer = await menu;
    await page
      .getByRole('complementary', { name: 'Demo mode' })
      .getByText(/Demo mode: mock backend/)
      .waitFor();
    expect(seen.apiFromNetwork).toEqual([]);
    expect(answer.fromServiceWorker()).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(seen.loads).toBe(1);
  }

  it("is the mock's from its first call when its worker was unregistering, as a reload's closing page has it do", async () => {
    const { page, context } = session;
    // msw's worker unregisters itself when its last page says it is closing. The page it served stays
    // open here, so the registration is still there, unregistering, when the next page begins.
    const closing = await context.newPage();
    await openDemo(closing);
    await closing.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.unregister());
    await expectMockedStart(page, () => page.goto(demoUrl()));
  });

  it("is the mock's from its first call, and loads once, when reloaded past the cache beside another tab", async () => {
    const { page, context } = session;
    await openDemo(page);
    // The other tab keeps the worker registered when this one closes for its reload.
    await openDemo(await context.newPage());
    await page.bringToFront();
    const devtools = await context.newCDPSession(page);
    // Shift+Reload: the browser starts the page without its worker.
    await expectMockedStart(page, () => devtools.send('Page.reload', { ignoreCache: true }));
  });
});
