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
});
