import type { Page } from 'playwright-core';

/** The full-screen overlay shown while any call is in flight (docs/product.md §2). */
export const loadingOverlay = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading...' });

/**
 * Starts recording the page's layout shifts (before it loads); the function returned reads their
 * values so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => Reflect.get(window, 'layoutShifts') as number[]);
}

/**
 * Holds back the page's requests for `url` (a glob) until the function returned is called: a file
 * arriving as late as a slow network could bring it.
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
