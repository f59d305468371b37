import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, appUrl, setupBrowser } from './support/browser';

const session = setupBrowser();

async function logInAndFillCart(page: Page, dishes = 2) {
  await page.goto(appUrl('/login?returnUrl=%2F'));
  await page.getByLabel('Email').fill('shopper@foodstore.test');
  await page.getByLabel('Password').fill('shopper123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(appUrl('/'));
  for (let index = 0; index < dishes; index += 1) {
    await page
      .getByRole('list', { name: 'Dishes' })
      .getByRole('article')
      .nth(index)
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(appUrl('/cart-page'));
    // The cart reaches localStorage a tick after the click; the reload below must find it there.
    await expect.poll(() => storedCartCount(page)).toBe(index + 1);
    await page.goto(appUrl('/'));
  }
  await page.goto(appUrl('/checkout'));
  await page.getByRole('heading', { name: 'Order Form' }).waitFor();
}

function storedCartCount(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('Cart') ?? 'null')?.totalCount);
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /location/i });

async function payAndFindOrder(page: Page) {
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.waitForURL(appUrl('/payment'));
  await page.getByRole('region', { name: 'Shipping address' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/payment.png` });
  await page.getByRole('button', { name: 'Pay now — demo, no real charge' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f]+$/);
  await page.getByText('Paid', { exact: true }).waitFor();
  await expect.poll(() => page.getByRole('link', { name: 'Cart' }).textContent()).not.toMatch(/\d/);
  await page.goto(appUrl('/orders'));
  const newest = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect.poll(() => newest.textContent()).toContain('Paid');
}

describe('checkout with a map pin, and the demo payment', () => {
  it('checks out by clicking the map, pays, and finds the order in /orders', async () => {
    const { page } = session;
    await logInAndFillCart(page);
    const map = page.getByRole('application', { name: 'Location map' });
    await map.waitFor();
    const box = (await map.boundingBox())!;
    // A locator click waits until the map is stable and nothing (e.g. a toast) covers the point.
    await map.click({ position: { x: box.width * 0.6, y: box.height * 0.4 } });
    await expect
      .poll(() => status(page).textContent())
      .toMatch(/^Selected location: -?\d+\.\d{8}, -?\d+\.\d{8}$/);
    await page.getByRole('button', { name: 'Selected location pin' }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/checkout.png` });
    await payAndFindOrder(page);
  });

  it("checks out with 'Find My Location' (permission granted, a fixed position)", async () => {
    const { page, context } = session;
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 48.858370123, longitude: 2.294481234 });
    await logInAndFillCart(page, 1);
    await page.getByRole('button', { name: 'Find My Location' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Selected location: 48.85837012, 2.29448123');
    await payAndFindOrder(page);
  });

  it('places the pin with the keyboard alone', async () => {
    const { page } = session;
    await logInAndFillCart(page, 1);
    await page.getByRole('application', { name: 'Location map' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page).textContent()).toMatch(/^Selected location/);
    const before = await status(page).textContent();
    await page.getByRole('button', { name: 'Selected location pin' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => status(page).textContent()).not.toBe(before);
  });

  it('warns about an invalid form and a missing location, and reports a failed order', async () => {
    const { page } = session;
    session.allowErrors(/status of 500/);
    await logInAndFillCart(page, 1);
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.getByText('Please fill in the form').waitFor();
    await page.getByLabel('Name').fill('Sam Shopper');
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.getByText('Please select your address on the map').waitFor();

    await page.goto(appUrl('/checkout?scenario=order-create-fails'));
    await page.getByRole('application', { name: 'Location map' }).focus();
    await page.keyboard.press('Enter');
    // Submit only once the page holds the point, or it would warn 'Location' instead.
    await status(page)
      .filter({ hasText: /^Selected location/ })
      .waitFor();
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.getByRole('alert').filter({ hasText: /^Cart/ }).waitFor();
    expect(page.url()).toContain('/checkout');
    await page.goto(appUrl('/?scenario=none'));
  });

  it('goes back to checkout when there is no pending order', async () => {
    const { page } = session;
    session.allowErrors(/status of 404/);
    await logInAndFillCart(page, 1);
    await page.goto(appUrl('/payment'));
    await page.waitForURL(appUrl('/checkout'));
    await page.getByRole('heading', { name: 'Order Form' }).waitFor();
  });
});
