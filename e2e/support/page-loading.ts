import type { Page } from 'playwright-core';

/** The full-screen overlay shown while any call is in flight (docs/product.md §2). */
export const loadingOverlay = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading...' });

/** A layout shift as the browser saw it: its score, when, and what moved from where to where. */
export interface LayoutShift {
  value: number;
  at: number;
  moved: string[];
}

/**
 * Starts recording the page's layout shifts (before it loads); the function returned reads them so
 * far. Each says what moved, so a shift seen once under load can be told from the log alone.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    interface Source {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    const shifts: LayoutShift[] = [];
    const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    const name = (node?: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`
        : String(node?.nodeName ?? 'a removed node');
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[])
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(
            (source) => `${name(source.node)}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => Reflect.get(window, 'layoutShifts') as LayoutShift[]);
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
