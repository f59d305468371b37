import { describe, expect, it } from 'vitest';
import { appUrl } from './support/browser';
import { setupWebKit } from './support/webkit';

const session = setupWebKit({ viewport: { width: 390, height: 844 } });

describe('in WebKit (WebKitGTK), at phone width', () => {
  it("opens a tag from a click on the lower part of its pill, where the strip's scrollbar lay", async () => {
    const { page } = session;
    await page.goto(appUrl('/'));
    // The second pill ('All' is the page on screen), once the app has taken the page over and the
    // Loading overlay, which takes clicks, is gone.
    const pill = () =>
      page.evaluate(() => {
        const prerendered = document.getElementById('root')?.hasAttribute('data-prerendered');
        const loading = [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.includes('Loading...'),
        );
        const link = document.querySelectorAll('nav[aria-label="Tags"] a')[1];
        if (!link || prerendered || loading) return null;
        const box = link.getBoundingClientRect();
        const name = link.firstChild?.textContent?.trim() ?? '';
        // 80 % down the pill: an overlay scrollbar covered its lower half.
        return { name, x: box.left + box.width / 2, y: box.top + box.height * 0.8 };
      });
    await expect.poll(pill).not.toBeNull();
    const target = await pill();
    if (!target) throw new Error('The tag strip left the page.');
    await page.click(target);
    await expect
      .poll(async () => decodeURIComponent(new URL(await page.url()).pathname))
      .toBe(`/tag/${target.name}`);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('h1')?.textContent))
      .toBe(`Tag: ${target.name}`);
  });
});
