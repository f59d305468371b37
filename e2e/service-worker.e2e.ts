import { describe, expect, it } from 'vitest';
import { appUrl, setupBrowser } from './support/browser';

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
