import { describe, expect, it } from 'vitest';
import { addToCart, appUrl, realServerAppUrl, setupBrowser } from './support/browser';

const session = setupBrowser();

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations() {
  await session.context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const violations = () =>
  session.page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('the production build under its Content-Security-Policy', () => {
  it('carries the policy and runs the whole journey without a single violation', async () => {
    const { page } = session;
    await watchViolations();
    await page.goto(appUrl('/login?returnUrl=%2F'));
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    await page.getByLabel('Email').fill('shopper@foodstore.test');
    await page.getByLabel('Password').fill('shopper123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login Successful').waitFor();
    await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().getByRole('link').click();
    await addToCart(page);
    await page.waitForURL(appUrl('/cart-page'));
    await page.goto(appUrl('/checkout'));
    await page.getByRole('application', { name: 'Location map' }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('lets the app reach a real API on another origin, and only that', async () => {
    const { page } = session;
    await watchViolations();
    await page.goto(realServerAppUrl('/'));
    await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().waitFor();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(await violations()).toEqual([]);
  });
});
