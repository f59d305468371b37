import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addToCart,
  appUrl,
  ARTIFACTS,
  checkOutFromCart,
  sessionStored,
  setupBrowser,
} from './support/browser';
import { loadingOverlay } from './support/page-loading';

const session = setupBrowser();

const ACCOUNTS = {
  shopper: { email: 'shopper@foodstore.test', password: 'shopper123' },
  admin: { email: 'admin@foodstore.test', password: 'admin123' },
} as const;

async function logIn(page: Page, role: keyof typeof ACCOUNTS, returnUrl: string) {
  await page.goto(appUrl(`/login?returnUrl=${encodeURIComponent(returnUrl)}`));
  await page.getByLabel('Email').fill(ACCOUNTS[role].email);
  await page.getByLabel('Password').fill(ACCOUNTS[role].password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(appUrl(returnUrl));
  await sessionStored(page);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

/** The shopper orders the first dish of the menu and pays: the order's page, 'Paid'. */
async function orderAndPay(page: Page): Promise<string> {
  await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().getByRole('link').click();
  await addToCart(page);
  await page.waitForURL(appUrl('/cart-page'));
  await checkOutFromCart(page);
  await page.waitForURL(appUrl('/payment'));
  await page.getByRole('button', { name: 'Pay now — demo, no real charge' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f]+$/);
  await page.getByText('Paid', { exact: true }).first().waitFor();
  return new URL(page.url()).pathname;
}

/** Pictures at the three widths the layout must hold at, with no sideways scrolling. */
async function atEveryWidth(page: Page, name: string) {
  for (const [width, height] of [
    [320, 640],
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true });
  }
}

describe('the admin moves an order on, and the shopper orders it again', () => {
  it("shows the admin's step on the shopper's order, whose 'Order again' fills the cart", async () => {
    const { page } = session;
    await logIn(page, 'shopper', '/');
    const orderPath = await orderAndPay(page);
    await logOut(page);

    await logIn(page, 'admin', '/admin');
    const newest = page.getByRole('table', { name: 'All orders, newest first' }).getByRole('row').nth(1);
    await newest.getByText('Paid', { exact: true }).waitFor();
    await atEveryWidth(page, 'admin-actions');
    await newest.getByRole('button', { name: 'Mark as being prepared' }).click();
    await newest.getByText('Being prepared', { exact: true }).waitFor();
    await newest.getByRole('button', { name: 'Cancel order' }).click();
    await newest.getByText('Cancel this order? This cannot be undone.').waitFor();
    await atEveryWidth(page, 'admin-cancel-asks');
    await newest.getByRole('button', { name: 'Keep order' }).click();
    await newest.getByRole('button', { name: 'Mark as on its way' }).waitFor();
    await logOut(page);

    await logIn(page, 'shopper', orderPath);
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByText('Being prepared', { exact: true }).first().waitFor();
    await atEveryWidth(page, 'order-again');
    await details.getByRole('button', { name: 'Order again' }).click();
    await page.waitForURL(appUrl('/cart-page'));
    await page.getByRole('link', { name: /^Cart, 1 item/ }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').count())
      .toBe(1);
  });
});
