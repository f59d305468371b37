import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, demoUrl, setupBrowser } from './support/browser';

const session = setupBrowser();
const cards = () => session.page.getByRole('list', { name: 'Dishes' }).getByRole('article');

describe('the stakeholder demo: a static build under a sub-path', () => {
  it('runs on its mocks from a sub-folder, with hash links that survive a reload', async () => {
    const { page } = session;
    await page.goto(demoUrl());
    await expect.poll(() => cards().count()).toBe(48);

    await cards().nth(2).getByRole('link').click();
    await page.waitForURL(/#\/food\/[0-9a-f]{24}$/);
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    const dish = await page.getByRole('heading', { level: 1 }).textContent();
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(dish);
    const image = page.getByRole('img', { name: dish ?? '' });
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
  });

  it('shows the demo accounts to try', async () => {
    const { page } = session;
    await page.goto(demoUrl());
    const bar = page.getByRole('complementary', { name: 'Demo mode' });
    await bar.getByText(/Demo mode/).click();
    await expect.poll(() => bar.textContent()).toContain('shopper@foodstore.test');
    await expect.poll(() => bar.textContent()).toContain('admin@foodstore.test');
    await page.screenshot({ path: `${ARTIFACTS}/demo-bar.png` });
  });

  it('ships the API reference at api-docs/, offline and under the headers file its host applies', async () => {
    const { page } = session;
    const policy = /Content-Security-Policy: (.*)/.exec(readFileSync('dist-demo/_headers', 'utf8'))?.[1];
    expect(policy).toBeTruthy();
    // As Netlify or Cloudflare Pages would serve it, with the build's own headers file.
    await page.route('**/api-docs/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy! },
      });
    });
    const refused: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(demoUrl()).origin)) refused.push(request.url());
    });
    // Redoc's "API docs by Redocly" logo lives on its CDN; the policy keeps it out and Redoc hides it.
    session.allowErrors(
      /Loading the image 'https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg' violates/,
    );
    await page.goto(new URL('api-docs/', demoUrl()).href);
    await page
      .getByRole('heading', { name: /Food Store API/ })
      .first()
      .waitFor();
    await page.getByText('The backend contract of the Food Store storefront.').first().waitFor();
    // Nothing is fetched from outside but that logo: no CDN script, no telemetry.
    expect(refused.filter((url) => !/cdn\.redoc\.ly\/redoc\/logo-mini/.test(url))).toEqual([]);
  });
});
