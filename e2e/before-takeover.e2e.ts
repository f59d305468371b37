import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, demoUrl, setupBrowser } from './support/browser';
import { holdBack, loadingOverlay } from './support/page-loading';

const session = setupBrowser({ viewport: { width: 390, height: 844 } });

/**
 * Both builds with the home page in their HTML (mocks on): the regular one with clean URLs at the
 * root, the demo with hash URLs under a sub-path. `at` is the address of an app path in each.
 */
const builds = [
  { build: 'the regular build', home: () => appUrl(), at: (path: string) => appUrl(path) },
  { build: 'the demo build', home: () => demoUrl(), at: (path: string) => demoUrl(path) },
];

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search food' });
const dishes = (page: Page) => page.getByRole('list', { name: 'Dishes' }).getByRole('article');
/** The app's own page is in place of the prerendered one. */
const tookOver = (page: Page) => page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });

/** Opens the home page with the app's code held back until the function returned is called. */
async function openBeforeTheCode(page: Page, address: string) {
  const letCodeThrough = await holdBack(page, '**/assets/app-*.js');
  await page.goto(address, { waitUntil: 'commit' });
  await dishes(page).first().waitFor();
  return letCodeThrough;
}

/** Focuses the search box as the keyboard does: the Loading overlay over the page takes taps. */
async function typeInTheSearchBox(page: Page, text: string) {
  await searchBox(page).focus();
  await page.keyboard.type(text);
}

describe.each(builds)('$build: what a shopper does before its code has arrived', ({ home, at }) => {
  it('keeps what was typed in the search box, with the focus and the caret, when the app takes over', async () => {
    const { page } = session;
    const letCodeThrough = await openBeforeTheCode(page, home());
    await typeInTheSearchBox(page, 'soup');
    // The caret between 'so' and 'up'.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');

    letCodeThrough();
    await tookOver(page);
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    expect(await searchBox(page).inputValue()).toBe('soup');
    expect(await searchBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.type('-');
    expect(await searchBox(page).inputValue()).toBe('so-up');

    // The app's own box holds it: its search goes where the app's searches go.
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Results for “soup”' }).waitFor();
    expect(page.url()).toBe(at('/search/soup'));
  });

  it('searches with Enter before the code has arrived: the results of the term, at its address', async () => {
    const { page } = session;
    const letCodeThrough = await openBeforeTheCode(page, home());
    await typeInTheSearchBox(page, 'soup');
    await page.keyboard.press('Enter');
    // The address is the search's before the app is there to show it.
    await expect.poll(() => page.url()).toBe(at('/search/soup'));

    letCodeThrough();
    await page.getByRole('heading', { level: 1, name: 'Results for “soup”' }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('soup');
    await expect.poll(() => dishes(page).count()).toBe(5);
    for (const name of await dishes(page).getByRole('heading').allTextContents())
      expect(name).toMatch(/soup/i);
    // The search replaced the address the form went to: Back is the home page.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Our menu' }).waitFor();
  });

  it('searches for odd terms exactly as typed, and an empty search stays at home', async () => {
    const { page } = session;
    // Taken literally (docs/product.md §9): pattern characters, a slash, a percent sign, a dot segment, accents.
    for (const term of ['.*(', 'a/b %20 100%', '..', 'crème brûlée 🍜']) {
      const letCodeThrough = await openBeforeTheCode(page, home());
      await typeInTheSearchBox(page, `  ${term} `);
      await page.keyboard.press('Enter');
      letCodeThrough();
      await page.getByRole('heading', { level: 1, name: `Results for “${term}”`, exact: true }).waitFor();
      expect(await searchBox(page).inputValue()).toBe(term);
      await page.unrouteAll();
    }

    const letCodeThrough = await openBeforeTheCode(page, home());
    await typeInTheSearchBox(page, '   ');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(at('/'));
    // Home is the page in the HTML: shown before the code.
    await page.getByRole('heading', { level: 1, name: 'Our menu' }).waitFor();
    letCodeThrough();
    await tookOver(page);
    await page.getByRole('heading', { level: 1, name: 'Our menu' }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('');
  });

  it('follows its tag and dish links before the code has arrived', async () => {
    const { page } = session;
    let letCodeThrough = await openBeforeTheCode(page, home());
    await page
      .getByRole('navigation', { name: 'Tags' })
      .getByRole('link', { name: /^Lunch/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(at('/tag/Lunch'));
    letCodeThrough();
    await page.getByRole('heading', { level: 1, name: 'Tag: Lunch' }).waitFor();
    await page.unrouteAll();

    letCodeThrough = await openBeforeTheCode(page, home());
    const name = (await dishes(page).first().getByRole('heading').textContent()) ?? '';
    await dishes(page).first().getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/\/food\/[0-9a-f]{24}$/);
    letCodeThrough();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
  });
});
