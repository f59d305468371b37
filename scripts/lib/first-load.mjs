// First-load JavaScript of one page in real Chromium: every script the page fetched before it went
// idle, with its raw and gzip size. Shared by the size budgets (scripts/size.mjs) and the bench.
import { gzipSync } from 'node:zlib';

// Kept in step with src/app/route-code.ts.
const PRECACHE_MARK = 'food-store:route-code-precache';

/**
 * Opens `url` in a fresh browser context, with `storage` written to localStorage first (as a returning
 * shopper's browser would have it), waits for `ready(page)` to show, and returns the scripts loaded.
 */
export async function firstLoadScripts(browser, { url, storage, ready }) {
  const page = await browser.newPage();
  try {
    if (storage) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
      }, storage);
    }
    const scripts = new Map();
    page.on('response', async (response) => {
      const url = response.url();
      if (response.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.set(url, { raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // Route code fetched once the page is idle (src/app/route-code.ts marks the moment) is for later.
    const firstLoad = new Set(
      await page.evaluate((mark) => {
        const idle = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < idle)
          .map((entry) => entry.name);
      }, PRECACHE_MARK),
    );
    return [...scripts.entries()]
      .filter(([url]) => firstLoad.has(url))
      .map(([url, size]) => ({ file: new URL(url).pathname, ...size }));
  } finally {
    await page.close();
  }
}
