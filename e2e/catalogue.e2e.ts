import { describe, expect, it } from 'vitest';
import { addToCart, appUrl, ARTIFACTS, setupBrowser } from './support/browser';
import { loadingOverlay } from './support/page-loading';

const session = setupBrowser();
const cards = () => session.page.getByRole('list', { name: 'Dishes' }).getByRole('article');

describe('catalogue in the production build, on the mock service worker', () => {
  it('goes home → search → tag → dish → add to cart', async () => {
    const { page } = session;
    await page.goto(appUrl('/'));
    await expect.poll(() => cards().count()).toBe(48);
    await page.screenshot({ path: `${ARTIFACTS}/home-desktop.png` });

    await page.getByRole('searchbox', { name: 'Search food' }).fill('soup');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/soup$/);
    // The home grid stays until the results have arrived: wait for the results page itself.
    await page.getByRole('heading', { level: 1, name: 'Results for “soup”' }).waitFor();
    await expect.poll(() => cards().count()).toBeGreaterThan(0);
    await expect
      .poll(async () =>
        (await cards().getByRole('heading').allTextContents()).filter((name) => !/soup/i.test(name)),
      )
      .toEqual([]);

    await page
      .getByRole('navigation', { name: 'Tags' })
      .getByRole('link', { name: /^Seafood/ })
      .click();
    await page.waitForURL(/\/tag\/Seafood$/);
    await page.getByRole('heading', { level: 1, name: 'Tag: Seafood' }).waitFor();
    const firstDish = cards().first().getByRole('link');
    const dishName = await firstDish.textContent();
    await firstDish.click();
    await page.waitForURL(/\/food\/[0-9a-f]{24}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(dishName);
    // A client-side navigation names the page and takes the focus to its heading, for screen readers.
    await expect.poll(() => page.title()).toBe(`${dishName} · Food Store`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.outerHTML)).toMatch(/^<h1/);
    await page.screenshot({ path: `${ARTIFACTS}/dish.png` });

    await addToCart(page);
    await page.waitForURL(/\/cart-page$/);
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 1 item' }).isVisible()).toBe(true);
  });

  it("shows the 'Loading...' overlay while the mock answers, then the menu", async () => {
    const { page } = session;
    await page.goto(appUrl('/'));
    await loadingOverlay(page).waitFor({ state: 'visible' });
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    await expect.poll(() => cards().count()).toBe(48);
  });

  it('raises no overlay as the pointer crosses dishes, which preload, and a click then opens the dish', async () => {
    const { page } = session;
    await page.goto(appUrl('/'));
    await expect.poll(() => cards().count()).toBe(48);
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    await page.evaluate(() => {
      const seen = { overlays: 0 };
      Object.assign(window, { overlaysSeen: seen });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLElement &&
              node.matches('[role=status]') &&
              node.textContent === 'Loading...'
            )
              seen.overlays += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const links = await Promise.all([0, 1, 2, 3].map((index) => cards().nth(index).getByRole('link')));
    for (const link of links) {
      const preloaded = page.waitForResponse(/\/api\/foods\/[0-9a-f]{24}$/);
      await link.hover();
      await preloaded;
    }
    expect(
      await page.evaluate(() => (Reflect.get(window, 'overlaysSeen') as { overlays: number }).overlays),
    ).toBe(0);
    const dishName = await links[3]!.textContent();
    await links[3]!.click();
    await page.getByRole('heading', { level: 1, name: dishName! }).waitFor();
  });

  it("says 'Nothing Found' for a term with regex characters, and resets", async () => {
    const { page } = session;
    await page.goto(appUrl('/search/.*('));
    await page.getByRole('heading', { name: 'Nothing Found' }).waitFor();
    await page.getByRole('link', { name: 'Reset search' }).click();
    await expect.poll(() => cards().count()).toBe(48);
  });

  it("takes '.' and '..' literally, in the address bar too", async () => {
    const { page } = session;
    await page.goto(appUrl('/'));
    await expect.poll(() => cards().count()).toBe(48);
    for (const term of ['.', '..']) {
      await page.getByRole('searchbox', { name: 'Search food' }).fill(term);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: `Results for “${term}”` }).waitFor();
      await page.getByRole('heading', { name: 'Nothing Found' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/search/%20${term}`);
      await page.reload();
      await page.getByRole('heading', { name: 'Nothing Found' }).waitFor();
      expect(await page.getByRole('searchbox', { name: 'Search food' }).inputValue()).toBe(term);
    }
  });

  it("says 'Item not found' for an unknown dish, with a way home", async () => {
    const { page } = session;
    session.allowErrors(/status of 404/);
    await page.goto(appUrl('/food/000000000000000000000000'));
    await page.getByRole('heading', { name: 'Item not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect.poll(() => cards().count()).toBe(48);
  });

  it('keeps the cart across a reload and opens deep links directly', async () => {
    const { page } = session;
    await page.goto(appUrl('/'));
    await cards().first().getByRole('link').click();
    await addToCart(page);
    await page.waitForURL(/\/cart-page$/);
    // The cart reaches localStorage a tick after the click; the next page load must find it there.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('Cart') ?? 'null')?.totalCount))
      .toBe(1);
    await page.goto(appUrl('/search/curry'));
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 1 item' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('curry');
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 1 item' }).isVisible()).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('Cart') ?? 'null'));
    expect(stored).toMatchObject({ totalCount: 1, items: [{ quantity: 1 }] });
  });

  it('serves the API from the worker, images included (the slimmed msw runtime still works)', async () => {
    const { page } = session;
    await page.goto(appUrl('/'));
    await expect.poll(() => cards().count()).toBe(48);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/foods/tags');
      return { status: response.status, body: (await response.json()) as { name: string }[] };
    });
    expect(answer.status).toBe(200);
    expect(answer.body[0]?.name).toBe('All');
    const brokenImages = await page.evaluate(async () => {
      const images = [...document.querySelectorAll('main img')].slice(0, 4) as HTMLImageElement[];
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      return images.filter((image) => image.naturalWidth === 0).length;
    });
    expect(brokenImages).toBe(0);
  });

  it('switches to a failure scenario by URL, and back', async () => {
    const { page } = session;
    session.allowErrors(/status of 500/);
    await page.goto(appUrl('/?scenario=server-down'));
    await page.getByRole('heading', { name: 'The menu could not be loaded' }).waitFor();
    await expect
      .poll(() => page.getByRole('complementary', { name: 'Demo mode' }).textContent())
      .toContain('server-down');
    // The choice is remembered while navigating in the same tab.
    await page.getByRole('link', { name: 'Food Store!' }).click();
    await page.getByRole('heading', { name: 'The menu could not be loaded' }).waitFor();
    await page.goto(appUrl('/?scenario=none'));
    await expect.poll(() => cards().count()).toBe(48);
  });
});
