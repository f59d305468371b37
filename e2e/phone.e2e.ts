/**
 * The storefront on a phone (docs/product.md §2, 'Phone layout'): at 320 and 390 px, on every route,
 * logged out, as a shopper with a full cart and as an admin, nothing is wider than the screen, the
 * header stays one row of one height, cards keep the page gutter and every tap target is big enough
 * (24 × 24 px, WCAG 2.2; 44 px tall for the main actions). One login per role and width, one page
 * walking many routes, so the whole file stays quick.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToCart, appUrl, ARTIFACTS, firstOrderPath, sessionStored, setupBrowser } from './support/browser';

const session = setupBrowser({ viewport: { width: 390, height: 844 } });

const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

const cards = (page: Page) => page.getByRole('list', { name: 'Dishes' }).getByRole('article');

/** Waits until the route's heading is there and no call is in flight. */
async function open(page: Page, path: string) {
  await page.goto(appUrl(path));
  await settled(page);
}

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByText('Loading...').waitFor({ state: 'hidden' });
}

async function logIn(page: Page, email: string, password: string) {
  await open(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(appUrl('/'));
  await settled(page);
  await sessionStored(page);
}

interface Layout {
  overflow: number;
  header: { height: number; centres: { brand: number; cart: number; account: number } };
  /** Cards and panels closer to the screen's edge than the page gutter allows. */
  offGutter: string[];
  /** Interactive elements below 24 × 24 px, or main actions below 44 px tall. */
  smallTargets: string[];
}

/**
 * Measures the page as a shopper meets it. A target's area is its own box, or, for a link stretched
 * over its card by an absolutely positioned ::after, the card's. Links inside a sentence are exempt,
 * as WCAG 2.2 allows.
 */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const MAIN_ACTION =
      /^(Add to Cart|Login|Register|Proceed to Checkout|Go to Payment|Pay now — demo, no real charge|Search)$/;
    const header = document.querySelector('header')!;
    const centre = (element: Element | null) => {
      if (!element) return -1;
      const box = element.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    };
    const nav = header.querySelector('nav')!;
    const centres = {
      brand: centre(header.querySelector('a')),
      cart: centre(nav.querySelector('a[href$="/cart-page"]')),
      account: centre(nav.lastElementChild),
    };

    const nameOf = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getBoundingClientRect().width > 1;
    const inSentence = (element: Element) =>
      getComputedStyle(element).display === 'inline' &&
      (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    const targetBox = (element: HTMLElement) => {
      const after = getComputedStyle(element, '::after');
      const stretched = after.content !== 'none' && after.position === 'absolute';
      return (stretched ? element.offsetParent! : element).getBoundingClientRect();
    };
    const smallTargets: string[] = [];
    const interactive = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    );
    for (const element of interactive) {
      if (!shown(element) || inSentence(element)) continue;
      const box = targetBox(element);
      // Off the page on purpose, e.g. the skip link until it is focused.
      if (box.bottom <= 0 || box.right <= 0) continue;
      const name = nameOf(element);
      const minHeight = header.contains(element) || MAIN_ACTION.test(name) ? 44 : 24;
      if (box.width < 24 || box.height < minHeight) {
        smallTargets.push(`${element.tagName.toLowerCase()} "${name}" ${box.width}×${box.height}`);
      }
    }

    // Anything framed (a border or a shadow) keeps the gutter, unless it sits in a sideways scroller
    // on purpose (the tag chips) or inside the map.
    const GUTTER = 8;
    const offGutter: string[] = [];
    const scrollsSideways = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowX);
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      if (element.closest('.leaflet-container') || !shown(element)) continue;
      const style = getComputedStyle(element);
      const framed = parseFloat(style.borderLeftWidth) > 0 || style.boxShadow !== 'none';
      if (!framed) continue;
      let ancestor = element.parentElement;
      while (ancestor && !scrollsSideways(ancestor)) ancestor = ancestor.parentElement;
      if (ancestor) continue;
      const box = element.getBoundingClientRect();
      if (box.left < GUTTER || box.right > innerWidth - GUTTER) {
        offGutter.push(
          `${element.tagName.toLowerCase()} "${nameOf(element).slice(0, 30)}" ${box.left}–${box.right}`,
        );
      }
    }

    return {
      overflow: document.documentElement.scrollWidth - innerWidth,
      header: { height: header.getBoundingClientRect().height, centres },
      offGutter,
      smallTargets,
    };
  });
}

/** What every page must satisfy on a phone; `rowHeight` is the header's height on the logged-out home page. */
async function expectPhoneLayout(page: Page, path: string, rowHeight: number) {
  const layout = await measure(page);
  const where = `${path} at ${page.viewportSize()!.width} px`;
  expect.soft(layout.overflow, `${where}: sideways overflow`).toBeLessThanOrEqual(0);
  expect.soft(layout.header.height, `${where}: header height`).toBe(rowHeight);
  const { brand, cart, account } = layout.header.centres;
  expect.soft(Math.abs(cart - brand), `${where}: cart beside the brand`).toBeLessThanOrEqual(4);
  expect.soft(Math.abs(account - brand), `${where}: account beside the brand`).toBeLessThanOrEqual(4);
  expect.soft(layout.offGutter, `${where}: framed boxes outside the page gutter`).toEqual([]);
  expect.soft(layout.smallTargets, `${where}: tap targets too small`).toEqual([]);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${ARTIFACTS}/phone-${page.viewportSize()!.width}-${name}.png` });

describe.each(PHONES)('on a $width × $height phone', (viewport) => {
  it('every public page fits, logged out', async () => {
    const { page } = session;
    await page.setViewportSize(viewport);
    await open(page, '/');
    const rowHeight = (await measure(page)).header.height;
    await expectPhoneLayout(page, '/', rowHeight);
    await shot(page, 'home');
    const dish = await cards(page).first().getByRole('link').getAttribute('href');
    for (const path of ['/tag/Lunch', '/search/pizza', dish!, '/cart-page', '/login', '/register']) {
      await open(page, path);
      await expectPhoneLayout(page, path, rowHeight);
    }
    await open(page, '/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectPhoneLayout(page, '/no/such/page', rowHeight);
  });

  it('every page fits for a shopper with a full cart, up to payment and the orders', async () => {
    const { page } = session;
    await page.setViewportSize(viewport);
    await open(page, '/');
    const rowHeight = (await measure(page)).header.height;
    const dishes = await cards(page)
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 4).map((link) => link.getAttribute('href')!));
    await logIn(page, 'shopper@foodstore.test', 'shopper123');
    await expectPhoneLayout(page, '/ (logged in)', rowHeight);
    // The account menu's items are header links too, so 44 px tall, and the open menu fits the screen.
    const account = page.getByRole('button', { name: 'Sam Shopper, account menu' });
    await account.click();
    await page.getByRole('list', { name: 'Account' }).waitFor();
    await expectPhoneLayout(page, '/ (account menu open)', rowHeight);
    await page.keyboard.press('Escape');

    for (const dish of dishes) {
      await open(page, dish);
      await addToCart(page);
      await page.waitForURL(appUrl('/cart-page'));
    }
    // The cart's own heading: for a moment after the tap the dish page is still on screen, and its
    // heading would let the quantities be chosen before the cart page is there to take them.
    await page.getByRole('heading', { level: 1, name: 'Cart Page', exact: true }).waitFor();
    await settled(page);
    const quantities = page.getByRole('combobox', { name: /^Quantity of / });
    for (const quantity of await quantities.all()) await quantity.selectOption('5');
    await page.getByRole('link', { name: 'Cart, 20 items' }).waitFor();
    await expectPhoneLayout(page, '/cart-page (full)', rowHeight);
    await shot(page, 'cart-full');

    await open(page, '/checkout');
    const map = page.getByRole('application', { name: 'Location map' });
    await map.waitFor();
    await expectPhoneLayout(page, '/checkout', rowHeight);
    await shot(page, 'checkout');
    await map.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Selected location pin' }).waitFor();
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.waitForURL(appUrl('/payment'));
    await page.getByRole('region', { name: 'Shipping address' }).waitFor();
    await settled(page);
    await expectPhoneLayout(page, '/payment', rowHeight);
    await shot(page, 'payment');

    await open(page, '/orders');
    await expectPhoneLayout(page, '/orders', rowHeight);
    await open(page, await firstOrderPath(page));
    await page.getByRole('region', { name: 'Delivery address' }).waitFor();
    await expectPhoneLayout(page, '/orders/{id}', rowHeight);
    for (const path of ['/dashbord', '/profile', '/']) {
      await open(page, path);
      await expectPhoneLayout(page, `${path} (full cart)`, rowHeight);
    }
  });

  it('the admin area fits, its orders as stacked rows', async () => {
    const { page } = session;
    await page.setViewportSize(viewport);
    await open(page, '/');
    const rowHeight = (await measure(page)).header.height;
    await logIn(page, 'admin@foodstore.test', 'admin123');
    await open(page, '/admin');
    await expectPhoneLayout(page, '/admin', rowHeight);
    const table = page.getByRole('table', { name: 'All orders, newest first' });
    // Stacked: each order's cells sit one under another, none beside its date.
    const firstRow = table.getByRole('row').nth(1);
    const [date, customer] = await Promise.all([
      firstRow.getByRole('rowheader').boundingBox(),
      firstRow.getByRole('cell').first().boundingBox(),
    ]);
    expect(customer!.y).toBeGreaterThanOrEqual(date!.y + date!.height - 1);
    await shot(page, 'admin');
  });
});

describe('the menu', () => {
  /** Whole cards inside the viewport below the sticky header, the grid's first card scrolled up to it. */
  async function cardsPerScreen(page: Page) {
    await cards(page).first().waitFor();
    return cards(page).evaluateAll((all) => {
      const headerBottom = () => document.querySelector('header')!.getBoundingClientRect().bottom;
      window.scrollBy(0, all[0]!.getBoundingClientRect().top - headerBottom());
      return all.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= headerBottom() - 1 && box.bottom <= innerHeight + 1;
      }).length;
    });
  }

  it('shows at least four whole dishes per 390 × 844 screen', async () => {
    const { page } = session;
    await open(page, '/');
    expect(await cardsPerScreen(page)).toBeGreaterThanOrEqual(4);
    await shot(page, 'menu');
  });

  it('keeps a grid of at least three columns on a desktop', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    const lefts = await cards(page).evaluateAll((all) =>
      all.map((card) => card.getBoundingClientRect().left),
    );
    expect(new Set(lefts).size).toBeGreaterThanOrEqual(3);
  });
});
