import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addToCart, appUrl, ARTIFACTS, sessionStored, setupBrowser } from './support/browser';
import { loadingOverlay } from './support/page-loading';

const session = setupBrowser();

/** The shopper pays for one dish under `scenario` (`fast-delivery`: 8 s a step); the order's page opens. */
async function payForADish(page: Page, scenario: 'fast-delivery' | 'none') {
  await page.goto(appUrl(`/login?returnUrl=%2F&scenario=${scenario}`));
  await page.getByLabel('Email').fill('shopper@foodstore.test');
  await page.getByLabel('Password').fill('shopper123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(appUrl('/'));
  await sessionStored(page);
  await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().getByRole('link').click();
  await addToCart(page);
  await page.waitForURL(appUrl('/cart-page'));
  await page.getByRole('link', { name: /checkout/i }).click();
  await page.getByRole('heading', { name: 'Order Form' }).waitFor();
  await page.getByRole('application', { name: 'Location map' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Selected location pin' }).waitFor();
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.waitForURL(appUrl('/payment'));
  await page.getByRole('button', { name: 'Pay now — demo, no real charge' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f]+$/);
}

/**
 * From now on, how often the Loading overlay appears and which toasts are raised: both come and go
 * between two looks, so the page itself keeps the record.
 */
async function recordOverlayAndToasts(
  page: Page,
): Promise<() => Promise<{ overlays: number; toasts: string[] }>> {
  await page.evaluate(() => {
    const seen = { overlays: 0, toasts: [] as string[], overlayShown: false };
    (window as unknown as { orderLifeRecord: typeof seen }).orderLifeRecord = seen;
    new MutationObserver(() => {
      const overlay = [...document.querySelectorAll('[role="status"]')].some(
        (region) => region.textContent?.trim() === 'Loading...',
      );
      if (overlay && !seen.overlayShown) seen.overlays += 1;
      seen.overlayShown = overlay;
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent ?? '';
        if (text.startsWith('Order Update') && !seen.toasts.includes(text)) seen.toasts.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() => {
      const { overlays, toasts } = (
        window as unknown as { orderLifeRecord: { overlays: number; toasts: string[] } }
      ).orderLifeRecord;
      return { overlays, toasts };
    });
}

describe('the order life in a real browser', () => {
  it('walks a paid order to Delivered in the fast-delivery scenario, in the background, with one toast a step', async () => {
    const { page } = session;
    await payForADish(page, 'fast-delivery');
    const progress = page.getByRole('list', { name: 'Progress' });
    const current = progress.locator('li[aria-current="step"]');
    await expect.poll(() => current.textContent()).toMatch(/^Paid/);
    await page.getByText(/^Estimated delivery:/).waitFor();
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    const record = await recordOverlayAndToasts(page);

    // 8 s a step; the page refreshes on its own every 5 s.
    await expect.poll(() => current.textContent(), { timeout: 60_000 }).toMatch(/^Being prepared/);
    await expect.poll(() => current.textContent(), { timeout: 60_000 }).toMatch(/^On its way/);
    await page.screenshot({ path: `${ARTIFACTS}/order-life-on-its-way-1280.png`, fullPage: true });
    await expect.poll(() => current.textContent(), { timeout: 60_000 }).toMatch(/^Delivered/);
    await expect.poll(() => progress.getByRole('listitem').count()).toBe(4);
    expect(await page.getByText(/^Estimated delivery:/).count()).toBe(0);

    await expect
      .poll(async () => (await record()).toasts)
      .toEqual([
        'Order UpdateYour order is being prepared',
        'Order UpdateYour order is on its way',
        'Order UpdateYour order has been delivered',
      ]);
    // The timeline advanced three times and the overlay never came up for it.
    expect((await record()).overlays).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/order-life-delivered-1280.png`, fullPage: true });

    // A navigation still shows it: the shopper's orders, then the dashboard tile, live.
    await page.getByRole('button', { name: /, account menu$/ }).click();
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(appUrl('/orders'));
    const newest = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await expect.poll(() => newest.textContent()).toContain('Delivered');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goBack();
    await current.filter({ hasText: 'Delivered' }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/order-life-delivered-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.screenshot({ path: `${ARTIFACTS}/order-life-delivered-320.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it('cancels a paid order after asking once more; the timeline says canceled and refunded', async () => {
    const { page } = session;
    // The default pace: two minutes before the kitchen starts, time enough to cancel.
    await payForADish(page, 'none');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    const current = page.getByRole('list', { name: 'Progress' }).locator('li[aria-current="step"]');
    await expect.poll(() => current.textContent()).toMatch(/^Refunded/);
    await page.getByText('Your order was refunded').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${ARTIFACTS}/order-life-refunded-390.png`, fullPage: true });
  });
});
