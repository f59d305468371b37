import { describe, expect, it } from 'vitest';
import { demoUrl, setupBrowser } from './support/browser';
import { holdBack, recordLayoutShifts } from './support/page-loading';

const session = setupBrowser({ viewport: { width: 390, height: 844 } });

describe("the demo's first screen, before its code has arrived", () => {
  it('shows the demo bar from the HTML alone, and the app takes over without moving it', async () => {
    const { page } = session;
    const layoutShifts = await recordLayoutShifts(page);
    const letCodeThrough = await holdBack(page, '**/assets/app-*.js');

    await page.goto(demoUrl(), { waitUntil: 'commit' });
    const summary = page.getByText('Demo mode: mock backend, no real orders or payments');
    await summary.waitFor();
    const before = await summary.boundingBox();
    // The app has not run: no header, no menu yet.
    expect(await page.getByRole('banner').count()).toBe(0);

    letCodeThrough();
    await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().waitFor();
    await page.getByRole('complementary', { name: 'Demo mode' }).waitFor();
    expect(await summary.boundingBox()).toEqual(before);
    expect(await layoutShifts()).toEqual([]);
  });
});
