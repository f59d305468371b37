import { describe, expect, it } from 'vitest';
import { ARTIFACTS, appUrl, setupBrowser } from './support/browser';

const session = setupBrowser({ viewport: { width: 375, height: 740 } });

describe('on a phone-sized screen', () => {
  it.each(['/', '/tag/Dessert'])('%s fits the width without sideways scrolling', async (path) => {
    const { page } = session;
    await page.goto(appUrl(path));
    await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/phone${path.replace(/\W+/g, '-')}.png` });
  });

  it('a dish page fits too', async () => {
    const { page } = session;
    await page.goto(appUrl('/'));
    await page.getByRole('list', { name: 'Dishes' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/phone-dish.png`, fullPage: true });
  });
});
