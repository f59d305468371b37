import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addToCart, appUrl, ARTIFACTS, sessionStored, setupBrowser } from './support/browser';
import { loadingOverlay } from './support/page-loading';

const session = setupBrowser();

async function logInAndFillCart(page: Page, dishes = 2) {
  await page.goto(appUrl('/login?returnUrl=%2F'));
  await page.getByLabel('Email').fill('shopper@foodstore.test');
  await page.getByLabel('Password').fill('shopper123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(appUrl('/'));
  await sessionStored(page);
  for (let index = 0; index < dishes; index += 1) {
    await page
      .getByRole('list', { name: 'Dishes' })
      .getByRole('article')
      .nth(index)
      .getByRole('link')
      .click();
    await addToCart(page);
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

/** The chosen point as the page shows it: 5 decimals with N/S and E/W (the order keeps 8). */
const READABLE_POINT = /^Selected location: \d+\.\d{5}° [NS], \d+\.\d{5}° [EW]$/;

/** Enter on the focused map places the pin at its centre; then the page holds the point. */
async function pinTheMap(page: Page) {
  await page.getByRole('application', { name: 'Location map' }).focus();
  await page.keyboard.press('Enter');
  await status(page).filter({ hasText: READABLE_POINT }).waitFor();
}

/** Opens the account menu and logs out, then waits for the home page the logout leads to. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(appUrl('/'));
  await page.getByRole('link', { name: 'Login' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Our menu' }).waitFor();
  await loadingOverlay(page).waitFor({ state: 'hidden' });
}

async function payAndFindOrder(page: Page) {
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.waitForURL(appUrl('/payment'));
  await page.getByRole('region', { name: 'Shipping address' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/payment.png` });
  await page.getByRole('button', { name: 'Pay now — demo, no real charge' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f]+$/);
  await page.getByText('Paid', { exact: true }).first().waitFor();
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
    await expect.poll(() => status(page).textContent()).toMatch(READABLE_POINT);
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
    await expect.poll(() => status(page).textContent()).toBe('Selected location: 48.85837° N, 2.29448° E');
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
    // Submit only once the page holds the point, or it would warn 'Location' instead.
    await pinTheMap(page);
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.getByRole('alert').filter({ hasText: /^Cart/ }).waitFor();
    expect(page.url()).toContain('/checkout');
    await page.goto(appUrl('/?scenario=none'));
  });

  it('goes back to checkout when there is no pending order, and says why', async () => {
    const { page } = session;
    session.allowErrors(/status of 404/);
    await logInAndFillCart(page, 1);
    await page.goto(appUrl('/payment'));
    await page.waitForURL(appUrl('/checkout'));
    await page.getByRole('heading', { name: 'Order Form' }).waitFor();
    await page
      .getByText('You have no order awaiting payment. Fill in the form below to place one.')
      .waitFor();
  });

  it('says a missing pin right beside the map on a 390 px phone, and shows the chosen point readably', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAndFillCart(page, 1);
    const map = page.getByRole('application', { name: 'Location map' });
    await map.waitFor();
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    const missing = page.getByRole('alert').filter({ hasText: 'Choose your location on the map' });
    await missing.waitFor();
    await page.getByText('Please select your address on the map').waitFor();

    // Tied to the map, and right under it.
    const describedBy = (await map.getAttribute('aria-describedby'))?.split(' ');
    expect(describedBy).toContain(await missing.getAttribute('id'));
    await missing.scrollIntoViewIfNeeded();
    const [mapBox, messageBox] = [(await map.boundingBox())!, (await missing.boundingBox())!];
    expect(messageBox.y - (mapBox.y + mapBox.height)).toBeGreaterThanOrEqual(0);
    expect(messageBox.y - (mapBox.y + mapBox.height)).toBeLessThan(24);
    // On the screen, with nothing wider than it.
    expect(messageBox.x).toBeGreaterThanOrEqual(0);
    expect(messageBox.x + messageBox.width).toBeLessThanOrEqual(390);
    expect(messageBox.y).toBeGreaterThanOrEqual(0);
    expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${ARTIFACTS}/checkout-missing-pin-390.png` });

    await pinTheMap(page);
    await missing.waitFor({ state: 'detached' });
    expect((await map.getAttribute('aria-describedby'))?.split(' ')).toHaveLength(1);
    await status(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/checkout-pin-390.png` });
  });

  it('resumes paying an order from its page, keeping a dish added to the cart since; logs out cleanly', async () => {
    const { page } = session;
    await logInAndFillCart(page, 1);
    await pinTheMap(page);
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.waitForURL(appUrl('/payment'));
    await page.getByRole('button', { name: 'Pay now — demo, no real charge' }).waitFor();

    // Not paid yet: the shopper goes on browsing and adds another dish.
    await page.goto(appUrl('/'));
    const added = page.getByRole('list', { name: 'Dishes' }).getByRole('article').nth(1).getByRole('link');
    const dishName = await added.textContent();
    await added.click();
    await page.getByRole('heading', { level: 1, name: dishName! }).waitFor();
    await addToCart(page);
    await page.waitForURL(appUrl('/cart-page'));
    await expect.poll(() => storedCartCount(page)).toBe(2);

    await page.goto(appUrl('/orders'));
    const pending = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await pending.getByText('Awaiting payment').waitFor();
    await pending.getByRole('link', { name: /^Order from / }).click();
    await page.waitForURL(/\/orders\/[0-9a-f]+$/);
    const orderUrl = page.url();
    const resume = page.getByRole('link', { name: 'Continue to payment' });
    await resume.waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/order-awaiting-payment.png` });
    await resume.click();
    await page.waitForURL(appUrl('/payment'));
    await page.getByRole('button', { name: 'Pay now — demo, no real charge' }).click();
    await page.waitForURL(orderUrl);
    await page.getByText('Paid', { exact: true }).first().waitFor();
    expect(await resume.count()).toBe(0);

    // Only the paid dish left the cart.
    await expect.poll(() => storedCartCount(page)).toBe(1);
    await page.goto(appUrl('/cart-page'));
    await page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('link', { name: dishName!, exact: true })
      .waitFor();

    // Logging out from a private page sends nothing without a token: no 401 in the console.
    await page.goto(orderUrl);
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await logOut(page);
  });
});
