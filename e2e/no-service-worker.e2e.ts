import { describe, expect, it } from 'vitest';
import { ARTIFACTS, appUrl, setupBrowser } from './support/browser';

// As a private window or a privacy setting would: the browser refuses every service worker.
const session = setupBrowser({ serviceWorkers: 'block' });

describe('the demo where service workers are refused', () => {
  it("says so in the product's own words, with no msw internals and no uncaught error", async () => {
    const { page } = session;
    // The worker's refusal is logged for developers; the page shows the sentence below instead.
    session.allowErrors(/service ?worker/i);
    await page.goto(appUrl('/'));
    const bar = page.getByRole('complementary', { name: 'Demo mode' });
    await bar.getByRole('alert').waitFor();
    await expect
      .poll(() => bar.textContent())
      .toContain('This browser refused the service worker the demo runs on');
    expect(await bar.textContent()).not.toContain('[MSW]');
    await page.getByRole('heading', { name: 'The menu could not be loaded' }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/no-service-worker.png` });
  });
});
