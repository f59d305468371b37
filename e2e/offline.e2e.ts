import { describe, expect, it } from 'vitest';
import { SEED_FOODS } from '@mocks/seed';
import { ARTIFACTS, appUrl, setupBrowser } from './support/browser';
import { loadingOverlay } from './support/page-loading';

const session = setupBrowser({ viewport: { width: 390, height: 844 } });
const DISH_CODE = '**/assets/food._id-*.js';
const LOGIN_CODE = '**/assets/login-*.js';
const firstDish = () => session.page.getByRole('list', { name: 'Dishes' }).getByRole('article').first();

/**
 * The mock backend runs. It starts beside the first page (src/main.tsx), and on a busy machine the
 * page can be on screen, cart and all, before its service worker is in: gone offline then, the mock
 * could not start, and says so. Once the worker controls the page, every file it needed is in.
 */
const mockRunning = () =>
  session.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });

/** Resources the page has fetched whose URL contains `part`. */
const fetched = (part: string) =>
  session.page.evaluate(
    (text) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(text)).length,
    part,
  );

describe('offline, in the production build', () => {
  it('opens pages it has not shown yet: their code was fetched while the first page was idle', async () => {
    const { page, context } = session;
    // Chromium asks for the tab's icon again after navigations, and the dish page's 'More like this'
    // shows pictures not seen yet: offline, the browser logs those failures (the app shows a plate).
    session.allowErrors(/net::ERR_(FAILED|INTERNET_DISCONNECTED) \(\S*\/(favicon|images\/foods\/\w+)\.svg\)/);
    await page.goto(appUrl('/'));
    await firstDish().waitFor();
    // Every route's code is in (src/app/route-code.ts measures the precache once it is done).
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('food-store:route-code-precache', 'measure').length),
      )
      .toBe(1);
    expect(await fetched('/assets/food._id-')).toBeGreaterThan(0);
    expect(await fetched('/assets/login-')).toBeGreaterThan(0);

    // A face first asked for offline (the code font) cannot come: its text keeps the device's font
    // (font-display: optional), and Chromium's headless shell logs the failed download.
    session.allowErrors(/net::ERR_INTERNET_DISCONNECTED \(\S*\/assets\/[\w-]+\.woff2\)/);
    await context.setOffline(true);
    const name = await firstDish().getByRole('heading').textContent();
    await firstDish().getByRole('link').first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();

    // The first toast of the visit, raised offline: its code came with the precache, and so did the
    // form's validation. Vite links its stylesheet once more, which the browser logs; the page has it.
    session.allowErrors(/net::ERR_INTERNET_DISCONNECTED \(\S*\/assets\/app-[\w-]+\.css\)/);
    await page.getByLabel('Email').fill('shopper@foodstore.test');
    await page.getByLabel('Password').fill('shopper123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login Successful').waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Food Store!' }).isVisible()).toBe(true);
  });

  it("shows the app's own offline page for code it could not fetch, and opens it once back online", async () => {
    const { page, context } = session;
    // The dish page's code never arrived (as if the network dropped before the app was idle). Its
    // stylesheet may or may not be in by the click (the precache races it), and a missing stylesheet
    // fails the page with Vite's own message: the offline page must show either way. On the context:
    // once the mock's service worker controls the page, the code is fetched through it, and
    // page.route does not see the worker's requests.
    session.allowErrors(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await context.route(DISH_CODE, (route) => route.abort());
    await page.goto(appUrl('/'));
    // The menu is in index.html before the app has run: the app has taken over once its calls are answered.
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    await mockRunning();
    const name = await firstDish().getByRole('heading').textContent();

    await context.setOffline(true);
    await firstDish().getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'opens by itself' }).count()).toBe(1);
    await page.screenshot({ path: `${ARTIFACTS}/offline-page.png` });

    await context.unroute(DISH_CODE);
    await context.setOffline(false);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });

  it("keeps the header, the cart's count and the navigation around the offline message", async () => {
    const { page, context } = session;
    session.allowErrors(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    // A shopper with two dishes in the cart; the login page's code never arrived. Login has no error
    // component of its own, as the cart and checkout have none: its failure must stay in its place.
    const dish = SEED_FOODS[0];
    const price = (dish?.price ?? 0) * 2;
    const cart = { items: [{ food: dish, quantity: 2, price }], totalPrice: price, totalCount: 2 };
    await page.addInitScript((stored) => localStorage.setItem('Cart', stored), JSON.stringify(cart));
    await context.route(LOGIN_CODE, (route) => route.abort());
    await page.goto(appUrl('/'));
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await mockRunning();
    // From now on, whether the app's header ever leaves the document, even for one frame.
    await page.evaluate(() => {
      const held = (node: Node) =>
        node instanceof Element && (node.matches('header') || node.querySelector('header') !== null);
      new MutationObserver((records) => {
        if (records.some((record) => [...record.removedNodes].some(held))) {
          document.documentElement.dataset.headerRemoved = 'yes';
        }
      }).observe(document, { childList: true, subtree: true });
    });

    await context.setOffline(true);
    await header.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(await header.getByRole('link', { name: 'Food Store!' }).isVisible()).toBe(true);
    expect(await header.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Cart, 2 items' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.headerRemoved)).toBeUndefined();
    await page.screenshot({ path: `${ARTIFACTS}/offline-page-in-layout.png` });

    await context.unroute(LOGIN_CODE);
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(await header.getByRole('link', { name: 'Cart, 2 items' }).isVisible()).toBe(true);
  });
});
