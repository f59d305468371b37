import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoUrl, setupBrowser } from './support/browser';
import { servedInParts } from './support/html-in-parts';
import { holdBack, loadingOverlay, recordLayoutShifts } from './support/page-loading';

const session = setupBrowser({ viewport: { width: 390, height: 844 } });
const SUMMARY = 'Demo mode: mock backend, no real orders or payments';

describe("the demo's first screen, before its code has arrived", () => {
  it('shows the home page from the HTML alone, pictures included, and the app takes it over without moving it', async () => {
    const { page } = session;
    const layoutShifts = await recordLayoutShifts(page);
    const letCodeThrough = await holdBack(page, '**/assets/app-*.js');

    await page.goto(demoUrl(), { waitUntil: 'commit' });
    const summary = page.getByText(SUMMARY);
    const firstDish = page.getByRole('list', { name: 'Dishes' }).getByRole('article').first();
    await firstDish.locator('img').waitFor();
    await expect
      .poll(() =>
        firstDish.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Our menu' }).isVisible()).toBe(true);
    // Its calls are in flight, as the app would say.
    expect(await loadingOverlay(page).isVisible()).toBe(true);
    const name = await firstDish.getByRole('heading').textContent();
    const before = { bar: await summary.boundingBox(), dish: await firstDish.boundingBox() };

    letCodeThrough();
    await page.getByRole('complementary', { name: 'Demo mode' }).waitFor();
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    expect(await firstDish.getByRole('heading').textContent()).toBe(name);
    expect(await summary.boundingBox()).toEqual(before.bar);
    expect(await firstDish.boundingBox()).toEqual(before.dish);
    expect(await layoutShifts()).toEqual([]);
  });

  /**
   * Where a slow network or a busy phone may stop handing the parser the HTML, and what would move if
   * the part before painted: what the part ends with (parsed, not painted), and what the rest brings.
   */
  const cuts = [
    {
      part: 'the header up to its Login link: the Cart link would move left for it',
      cutAt: (html: string) => html.lastIndexOf('<a ', html.indexOf('>Login</a>')),
      parsed: (page: Page) =>
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }),
      rest: (page: Page) =>
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    },
    {
      part: 'the sort up to its first choice: the list would widen and wrap, moving the Filters button',
      cutAt: (html: string) => html.indexOf('<option', html.indexOf('>Recommended</option>')),
      parsed: (page: Page) => page.getByRole('option', { name: 'Recommended' }),
      rest: (page: Page) =>
        page.getByRole('combobox', { name: 'Sort by' }).getByRole('option', { name: 'Name (A–Z)' }),
    },
    {
      part: "the first dish up to its price: the dish's time would move down for it",
      cutAt: (html: string) => html.indexOf('<span', html.indexOf(' min</span>')),
      parsed: (page: Page) => page.getByRole('article').first().getByText(/min$/),
      rest: (page: Page) => page.getByRole('article').first().getByText(/^\$/),
    },
    {
      part: 'the dishes, before the Loading overlay: the page would look ready while it is not',
      cutAt: (html: string) => html.lastIndexOf('<div', html.indexOf('Loading...')),
      parsed: (page: Page) => page.getByRole('article').last(),
      rest: loadingOverlay,
    },
  ];

  for (const { part, cutAt, parsed, rest } of cuts)
    it(`paints nothing before the whole page is parsed: the HTML cut after ${part}`, async () => {
      const { page } = session;
      const layoutShifts = await recordLayoutShifts(page);
      const served = await servedInParts(demoUrl(), cutAt);
      try {
        await page.goto(served.url, { waitUntil: 'commit' });
        // Attached, not visible: the page is parsed this far, and nothing of it is painted.
        await parsed(page).waitFor({ state: 'attached' });
        // A screenshot asks the browser for a frame. It cannot have one: that part of the page does not paint.
        await expect(page.screenshot({ timeout: 3_000 })).rejects.toThrow(/Timeout/);
        expect(await page.evaluate(() => performance.getEntriesByType('paint').length)).toBe(0);

        served.sendTheRest();
        await rest(page).waitFor({ state: 'attached' });
        await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().waitFor();
        await loadingOverlay(page).waitFor({ state: 'hidden' });
        expect(await layoutShifts()).toEqual([]);
      } finally {
        await served.close();
      }
    });

  it('paints the home page styled with the HTML, before any stylesheet file has arrived', async () => {
    const { page } = session;
    const letStylesThrough = await holdBack(page, '**/*.css');
    const letCodeThrough = await holdBack(page, '**/assets/app-*.js');
    await page.goto(demoUrl(), { waitUntil: 'commit' });
    // A pending stylesheet link would hold every paint.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const firstDish = page.getByRole('list', { name: 'Dishes' }).getByRole('article').first();
    expect(await firstDish.isVisible()).toBe(true);
    // The menu's grid, from the home page's own styles: one column on a phone, its cards full width.
    const list = page.getByRole('list', { name: 'Dishes' });
    expect(await list.evaluate((node) => getComputedStyle(node).display)).toBe('grid');
    expect((await firstDish.boundingBox())?.width).toBeGreaterThan(300);

    letStylesThrough();
    letCodeThrough();
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    await firstDish.getByRole('link').first().waitFor();
  });

  it('takes a tap made before the app is there once the app is: the Loading overlay holds it meanwhile', async () => {
    const { page } = session;
    const letCodeThrough = await holdBack(page, '**/assets/app-*.js');
    await page.goto(demoUrl(), { waitUntil: 'commit' });
    const firstDish = page.getByRole('list', { name: 'Dishes' }).getByRole('article').first();
    const name = (await firstDish.getByRole('heading').textContent()) ?? '';
    const tap = firstDish.getByRole('link', { name }).click();
    letCodeThrough();
    await tap;
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
  });

  it('shows only its bar where the first page is another: a deep link, a scenario', async () => {
    const { page } = session;
    // Each frame, before it paints: is the prerendered home page's heading (not the app's) shown?
    await page.addInitScript(() => {
      let prerendered: Element | null = null;
      const watch = () => {
        prerendered ??= document.querySelector('#root[data-prerendered] h1');
        if (prerendered?.checkVisibility()) document.documentElement.dataset.homeShown = 'yes';
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    const pages: [string, string][] = [
      [demoUrl('/cart-page'), 'Cart Page is Empty'],
      [`${demoUrl()}?scenario=empty-catalogue`, 'The menu is empty right now'],
    ];
    for (const [address, heading] of pages) {
      const letCodeThrough = await holdBack(page, '**/assets/app-*.js');
      await page.goto(address, { waitUntil: 'commit' });
      await page.getByText(SUMMARY).waitFor();
      await page.locator('#root > header').waitFor({ state: 'attached' });
      // Nothing paints before the stylesheets are in, and a busy machine may still be fetching them.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      );
      // In the page, but not shown: no menu flashes by before the app's own page.
      expect(await page.locator('article').first().isVisible()).toBe(false);
      expect(await page.getByText('Our menu').isVisible()).toBe(false);
      letCodeThrough();
      await page.getByRole('heading', { name: heading }).waitFor();
      // Nor when the app takes over: the home page never showed on the way to this one.
      expect(await page.locator('html').getAttribute('data-home-shown')).toBeNull();
      await page.unrouteAll();
    }
  });
});
