import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addToCart, appUrl, ARTIFACTS, setupBrowser } from './support/browser';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The titles of the toasts on screen, newest first; a dismissed toast, still leaving, is inert. */
function toastTitles(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"], [role="status"]')]
      .filter((region) => !region.closest('[inert]'))
      .flatMap((region) => region.querySelector('strong')?.textContent ?? []),
  );
}

/**
 * The toast titled `title` lies wholly below the header, clear of its brand, cart and account
 * controls, and the Cart link still takes a click at its centre.
 */
async function expectClearOfHeader(page: Page, title: string) {
  // The whole toast: the alert's bar, with its icon and its close button.
  const toast = page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('..');
  await toast.waitFor();
  // Measured where it comes to rest: once its entry, and any shift of the stack, are over.
  const moving = () =>
    toast.evaluate(
      (bar) =>
        bar
          .closest('[data-rht-toaster]')!
          .getAnimations({ subtree: true })
          // The library's icon keeps a spinner turning behind it, forever.
          .filter(
            (animation) =>
              animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
          ).length,
    );
  await expect.poll(moving).toBe(0);
  const toastBox = (await toast.boundingBox())!;
  const header = page.getByRole('banner');
  const headerBox = (await header.boundingBox())!;
  expect(overlaps(toastBox, headerBox)).toBe(false);
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  for (const control of await header.locator('a:visible, button:visible').all()) {
    expect(overlaps(toastBox, (await control.boundingBox())!)).toBe(false);
  }
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const cart = header.getByRole('link', { name: /^Cart/ });
  await cart.click({ trial: true });
  const cartBox = (await cart.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'),
    [cartBox.x + cartBox.width / 2, cartBox.y + cartBox.height / 2],
  );
  expect(hit).toBe('/cart-page');
}

async function logIn(page: Page, password: string) {
  await page.getByLabel('Email').fill('shopper@foodstore.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe.each([
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'desktop', viewport: { width: 1280, height: 900 } },
])('toasts on a $device ($viewport.width px)', ({ device, viewport }) => {
  const session = setupBrowser({ viewport });

  it("shows 'Login Failed' below the header, and the right password replaces it", async () => {
    const { page } = session;
    session.allowErrors(/status of 400/);
    await page.goto(appUrl('/login'));
    await logIn(page, 'wrong-password');
    await expectClearOfHeader(page, 'Login Failed');
    await page.screenshot({ path: `${ARTIFACTS}/toast-login-failed-${device}.png` });

    await logIn(page, 'shopper123');
    await page.getByText('Login Successful', { exact: true }).waitFor();
    expect(await toastTitles(page)).toEqual(['Login Successful']);
  });

  it('keeps toasts below the header when the page scrolls under it, and one per event', async () => {
    const { page } = session;
    await page.goto(appUrl('/login?returnUrl=%2F'));
    await logIn(page, 'shopper123');
    await page.waitForURL(appUrl('/'));
    await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().waitFor();
    // Focus holds the toast open while the menu scrolls: the demo bar goes, the header sticks at the top.
    await page.getByRole('button', { name: 'Dismiss notification' }).focus();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
    await expectClearOfHeader(page, 'Login Successful');
    await page.screenshot({ path: `${ARTIFACTS}/toast-menu-scrolled-${device}.png` });

    await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().getByRole('link').click();
    await addToCart(page);
    await page.waitForURL(appUrl('/cart-page'));
    await page
      .getByRole('main')
      .getByRole('link', { name: /checkout/i })
      .click();
    await page.getByRole('heading', { name: 'Order Form' }).waitFor();

    await page.getByLabel('Name').fill('');
    const goToPayment = page.getByRole('button', { name: 'Go to Payment' });
    for (let press = 0; press < 3; press += 1) await goToPayment.click();
    // Toasts arrive in the order raised: once a fourth submit's 'Location' is up, the three were handled.
    await page.getByLabel('Name').fill('Sam Shopper');
    await goToPayment.click();
    await page.getByText('Location', { exact: true }).waitFor();
    expect((await toastTitles(page)).filter((title) => title === 'Invalid inputs')).toEqual([
      'Invalid inputs',
    ]);
    // At the top of the page, the header under the demo bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectClearOfHeader(page, 'Location');
    await page.screenshot({ path: `${ARTIFACTS}/toast-checkout-${device}.png` });
  });
});
