import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Food, OrderPayload } from '@contract/types';
import { COMPILE_HINT } from '../vite-plugins/compile-hints.mjs';
import { ARTIFACTS, demoUrl, sessionStored, setupBrowser } from './support/browser';
import { holdBack, loadingOverlay, recordLayoutShifts } from './support/page-loading';

const session = setupBrowser();
const cards = () => session.page.getByRole('list', { name: 'Dishes' }).getByRole('article');

const demoBar = (page: Page) => page.getByRole('complementary', { name: 'Demo mode' });
const resetButton = (page: Page) => demoBar(page).getByRole('button', { name: 'Reset demo data' });

/** Opens the demo panel, as a stakeholder would: one click on its summary line. */
async function openDemoPanel(page: Page) {
  await demoBar(page)
    .getByText(/Demo mode: mock backend/)
    .click();
  await resetButton(page).waitFor();
}

/** The account control in the header, named after the signed-in user. */
const accountButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}`) });

/** The orders on /orders, one entry each (their own item lists aside). */
const orderEntries = (page: Page) => page.getByRole('list', { name: 'Orders' }).locator(':scope > li');

/** Places a pending order the way the app would, with the signed-in user's token, straight to the mock. */
async function placeOrderThroughTheApi(page: Page) {
  await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('User') ?? '{}') as { token: string };
    const [food] = (await (await fetch(`${location.origin}/api/foods`)).json()) as Food[];
    const order: OrderPayload = {
      items: [{ food: food!, quantity: 1, price: food!.price }],
      totalPrice: food!.price,
      name: 'Sam Shopper',
      address: '12 Market Street, Springfield',
      addressLatLng: { lat: 52.52, lng: 13.405 },
    };
    const answer = await fetch(`${location.origin}/api/orders/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', access_token: token },
      body: JSON.stringify(order),
    });
    if (!answer.ok) throw new Error(`The order was refused: ${answer.status}`);
  });
}

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

  it("answers through the service worker alone, leaving the page's WebSocket as the browser made it", async () => {
    const { page } = session;
    await page.addInitScript(() => {
      (window as { browsersWebSocket?: unknown }).browsersWebSocket = WebSocket;
    });
    await page.goto(demoUrl());
    await expect.poll(() => cards().count()).toBe(48);
    // msw installs its WebSocket interceptor (a proxy in its place) on every start; the demo's build
    // leaves it out (vite-plugins/msw-worker-only.mjs), along with the fallback it never needs.
    expect(
      await page.evaluate(() => WebSocket === (window as { browsersWebSocket?: unknown }).browsersWebSocket),
    ).toBe(true);
    const scripts = readdirSync('dist-demo/assets')
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(`dist-demo/assets/${file}`, 'utf8'));
    expect(scripts.filter((script) => script.includes('[MSW]'))).toHaveLength(1);
    expect(
      scripts.filter((script) => /fallback mode|xhr-interceptor|websocket-interceptor/.test(script)),
    ).toEqual([]);
  });

  it('keeps the page still while the demo starts: the bar holds its place before it fills in', async () => {
    const { page } = session;
    const layoutShifts = await recordLayoutShifts(page);
    // The panel's code arrives only once the menu shows: the latest a slow network could bring it.
    const releasePanel = await holdBack(page, '**/assets/demo-panel-*.js');
    await page.goto(demoUrl());
    await expect.poll(() => cards().count()).toBe(48);
    releasePanel();
    await demoBar(page).waitFor();
    const shifts = await layoutShifts();
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThanOrEqual(0.001);
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

  it('signs in as the demo shopper, then the admin, in one click each, as the login form would', async () => {
    const { page } = session;
    await page.goto(demoUrl());
    const name = (await cards().first().getByRole('heading').textContent()) ?? '';
    await cards().first().getByRole('link').click();
    // The menu stays on screen for a moment after the tap: the dish page is there once its heading is.
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await openDemoPanel(page);
    await demoBar(page).getByRole('button', { name: 'Sign in as shopper' }).click();
    await page.getByText('Welcome to FoodStore shopper@foodstore.test!').waitFor();
    await accountButton(page, 'Sam Shopper').waitFor();
    // Signed in where the stakeholder stands: still on the dish.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);

    await demoBar(page).getByRole('button', { name: 'Sign in as admin' }).click();
    await accountButton(page, 'Ada Admin').waitFor();
    await accountButton(page, 'Ada Admin').click();
    await page.getByRole('link', { name: 'Admin Page' }).waitFor();
  });

  it('resets the demo data with a toast: orders back to the seed, the ended session logged out', async () => {
    const { page } = session;
    await page.goto(demoUrl());
    await openDemoPanel(page);
    await demoBar(page).getByRole('button', { name: 'Sign in as shopper' }).click();
    await accountButton(page, 'Sam Shopper').waitFor();
    await placeOrderThroughTheApi(page);
    await page.goto(demoUrl('/orders'));
    await expect.poll(() => orderEntries(page).count()).toBe(3);

    await resetButton(page).click();
    await page.getByText('Demo data reset').waitFor();
    await page
      .getByText('Back to the seed: the demo accounts and their past orders. You are logged out.')
      .waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();

    // The seed's two orders, delivered, and nothing placed since.
    await demoBar(page).getByRole('button', { name: 'Sign in as shopper' }).click();
    await accountButton(page, 'Sam Shopper').waitFor();
    await page.goto(demoUrl('/orders'));
    await expect.poll(() => orderEntries(page).count()).toBe(2);
    await expect.poll(() => orderEntries(page).filter({ hasText: 'Delivered' }).count()).toBe(2);
  });

  it('fits a 320 px phone with the panel open: a short scenario label, its description below, no sideways scroll', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(demoUrl());
    await openDemoPanel(page);
    const picker = demoBar(page).getByRole('combobox', { name: 'Scenario' });
    await picker.selectOption({ label: 'Email already taken' });
    await demoBar(page).getByText('scenario “register-email-taken”').waitFor();
    await demoBar(page)
      .getByText('Every registration is refused: the email is already registered.')
      .waitFor();
    const box = await picker.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await loadingOverlay(page).waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${ARTIFACTS}/demo-bar-320.png` });
  });

  it('stays open through navigation, reloads and a scenario switch, until the user closes it', async () => {
    const { page } = session;
    await page.goto(demoUrl());
    await openDemoPanel(page);

    await cards().first().getByRole('link').click();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(await resetButton(page).isVisible()).toBe(true);
    await page.reload();
    await resetButton(page).waitFor();
    await demoBar(page).getByRole('combobox', { name: 'Scenario' }).selectOption({ label: 'Slow server' });
    await demoBar(page).getByText('scenario “slow”').waitFor();
    await resetButton(page).waitFor();

    // The tab remembers the panel closed once the panel has taken the close (what only the open panel
    // renders leaves with it), not when the summary is clicked.
    const share = demoBar(page).getByText('Share the demo’s state');
    await share.waitFor();
    await demoBar(page)
      .getByText(/Demo mode: mock backend/)
      .click();
    await resetButton(page).waitFor({ state: 'hidden' });
    await share.waitFor({ state: 'detached' });
    await page.reload();
    await demoBar(page)
      .getByText(/Demo mode: mock backend/)
      .waitFor();
    expect(await resetButton(page).isVisible()).toBe(false);
  });

  it('compiles what the first page runs as it arrives, and leaves the other pages’ files lazy', () => {
    const html = readFileSync('dist-demo/index.html', 'utf8');
    const firstPage = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map(([, file]) => file!);
    // The guard, the entry, the home page's files and the mocks' runtime.
    expect(firstPage.length).toBeGreaterThanOrEqual(5);
    const startsWithHint = (file: string) =>
      readFileSync(`dist-demo/${file}`, 'utf8').startsWith(COMPILE_HINT);
    expect(firstPage.filter((file) => !startsWithHint(file))).toEqual([]);
    const dishPage = readdirSync('dist-demo/assets').find((file) => /^food\._id-.*\.js$/.test(file));
    expect(dishPage).toBeDefined();
    expect(startsWithHint(`assets/${dishPage}`)).toBe(false);
  });

  it('declares its encoding in its first kilobyte, above the tags the build adds', () => {
    const html = readFileSync('dist-demo/index.html', 'utf8');
    const declared = html.search(/<meta charset="UTF-8"/);
    expect(declared).toBeGreaterThan(-1);
    expect(Buffer.byteLength(html.slice(0, declared))).toBeLessThan(1024);
    expect(html.indexOf('food-store:route-files')).toBeGreaterThan(declared);
  });

  it('ships the designers’ Storybook at storybook/: docs and working page stories, under the headers file', async () => {
    const { page } = session;
    // Every header the build's _headers file gives every path, as Netlify or Cloudflare Pages would send.
    const headers = Object.fromEntries(
      [...readFileSync('dist-demo/_headers', 'utf8').matchAll(/^ {2}([\w-]+): (.*)$/gm)].map(
        ([, name, value]) => [name!.toLowerCase(), value!],
      ),
    );
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options']),
    );
    await page.route(/\/storybook\/(index\.html|iframe\.html)?(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), ...headers } });
    });
    const storybook = new URL('storybook/', demoUrl()).href;

    await page.goto(storybook);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.getByRole('heading', { level: 1, name: 'Food Store' }).waitFor();
    await page.getByRole('link', { name: 'Colours' }).waitFor();

    // A page story runs the app on the mocks, whose worker registers under the demo's sub-path.
    await page.goto(`${storybook}?path=/story/pages-home--loaded`);
    await preview.getByRole('heading', { level: 1, name: 'Our menu' }).waitFor();
    await preview.getByRole('list', { name: 'Dishes' }).getByRole('article').first().waitFor();
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

describe('the demo’s state, shared as a file and as a link', () => {
  const shareSection = (page: Page) => demoBar(page).getByText('Share the demo’s state');
  const importPicker = (page: Page) => demoBar(page).getByLabel('Import a state file');
  /** The demo opened at its start page with these query parameters (before the hash route). */
  const demoWith = (query: string) => `${demoUrl().replace(/[?#].*$/, '')}?${query}`;

  async function openShare(page: Page) {
    await openDemoPanel(page);
    await shareSection(page).click();
    await demoBar(page).getByRole('button', { name: 'Export state' }).waitFor();
  }

  async function signInAsShopper(page: Page) {
    await demoBar(page).getByRole('button', { name: 'Sign in as shopper' }).click();
    await accountButton(page, 'Sam Shopper').waitFor();
    await sessionStored(page);
  }

  it('exports the state to a file, and importing it after a reset gives back the same orders', async () => {
    const { page } = session;
    await page.goto(demoUrl());
    await openShare(page);
    await signInAsShopper(page);
    await placeOrderThroughTheApi(page);
    await page.goto(demoUrl('/orders'));
    await expect.poll(() => orderEntries(page).count()).toBe(3);
    // The order awaiting payment offers its way back once the pending order's own call has answered.
    await page.getByRole('link', { name: 'Continue to payment' }).waitFor();
    const orders = await orderEntries(page).allTextContents();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      demoBar(page).getByRole('button', { name: 'Export state' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^foodstore-demo-state-\d{4}-\d{2}-\d{2}\.json$/);
    const file = `${ARTIFACTS}/${download.suggestedFilename()}`;
    await download.saveAs(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'foodstore-demo-state',
      version: 1,
    });

    await resetButton(page).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await signInAsShopper(page);
    await page.goto(demoUrl('/orders'));
    await expect.poll(() => orderEntries(page).count()).toBe(2);

    await importPicker(page).setInputFiles(file);
    // The file's sessions replaced this one: logged out, as after a reset.
    await page.getByText('3 orders from the file. Your session is not in it: you are logged out.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await signInAsShopper(page);
    await page.goto(demoUrl('/orders'));
    await expect.poll(() => orderEntries(page).allTextContents()).toEqual(orders);
  });

  it('refuses a file that is no demo state, saying why, and keeps the orders', async () => {
    const { page } = session;
    await page.goto(demoUrl());
    await openShare(page);
    await importPicker(page).setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"orders": [}'),
    });
    await demoBar(page)
      .getByRole('alert')
      .getByText('The state was not imported. The file is not JSON, so it cannot be a demo state file.')
      .waitFor();
    await signInAsShopper(page);
    await page.goto(demoUrl('/orders'));
    await expect.poll(() => orderEntries(page).count()).toBe(2);
  });

  it('opens a named-state link once: the admin, signed in, sees 30 more orders; a reload keeps them', async () => {
    const { page } = session;
    await page.goto(demoWith('state=admin-with-orders'));
    await page.getByText('“Admin with 30 orders”, as the link asked.').waitFor();
    await accountButton(page, 'Ada Admin').waitFor();
    await sessionStored(page);
    await expect.poll(() => page.url()).not.toContain('state=');

    await page.goto(demoUrl('/admin'));
    const rows = page.getByRole('table', { name: 'All orders, newest first' }).locator('tbody > tr');
    await expect.poll(() => rows.count()).toBe(32);
    await page.reload();
    await expect.poll(() => rows.count()).toBe(32);
    expect(await page.getByText('Demo state opened').count()).toBe(0);
  });

  it('says so when a link names no state, and changes nothing', async () => {
    const { page } = session;
    await page.goto(demoWith('state=admin-with-ordres'));
    await page
      .getByText('The link asks for the demo state “admin-with-ordres”, which this demo does not have', {
        exact: false,
      })
      .waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await expect.poll(() => cards().count()).toBe(48);
  });

  it('shows the chaos run’s seed and rate, and copies the link that replays it', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A rate of 0: the run is chaos, but no call fails, so the page logs nothing.
    await page.goto(demoWith('scenario=chaos&seed=42&rate=0'));
    await openDemoPanel(page);
    await demoBar(page).getByText('Chaos seed 42, rate 0').waitFor();
    await demoBar(page).getByRole('button', { name: 'Copy replay link' }).click();
    await demoBar(page).getByText('Copied the link to replay these failures.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      demoWith('scenario=chaos&seed=42&rate=0'),
    );
  });
});
