import { expect } from 'vitest';
import { SEED_FOODS } from '@mocks/seed';
import { ARTIFACTS, appUrl } from './browser';
import type { EnginePage } from './engine-page';

/** What to act on: the first element matching `css` whose accessible name is `name` (or starts so). */
interface Target {
  css: string;
  name?: string;
  prefix?: boolean;
}

/**
 * In the page: where to click `target` (scrolled into view), or null while it is not there, the app
 * has not taken the prerendered page over, a page or the Loading overlay is loading, or something else
 * (a toast, an overlay) covers it — what Playwright's actionability checks wait for.
 */
function locate({ css, name, prefix }: Target, at: { x: number; y: number }) {
  const loading = [...document.querySelectorAll('[role="status"]')].some((status) =>
    status.textContent?.includes('Loading...'),
  );
  const pending = document.querySelector('[aria-busy="true"][aria-label="Loading page"]');
  if (document.getElementById('root')?.hasAttribute('data-prerendered') || loading || pending) return null;
  const nameOf = (element: Element) =>
    (
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
  const element = [...document.querySelectorAll(css)].find(
    (candidate) =>
      name === undefined || (prefix ? nameOf(candidate).startsWith(name) : nameOf(candidate) === name),
  );
  if (!element) return null;
  // 'nearest': no scroll when it is in view already, which a strip's scroll snapping would undo.
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const box = element.getBoundingClientRect();
  const point = { x: box.left + box.width * at.x, y: box.top + box.height * at.y };
  const hit = document.elementFromPoint(point.x, point.y);
  if (box.width === 0 || !hit || !element.contains(hit)) return null;
  return point;
}

const SEAFOOD = SEED_FOODS.filter((food) => food.tags.includes('Seafood'))
  .map((food) => food.name)
  .sort();

/** Clicks `target` at `at`, a fraction of its width and height. */
async function click(page: EnginePage, target: Target, at = { x: 0.5, y: 0.5 }) {
  // Only a point that held still between two looks: the page may still be scrolling or laying out.
  let last = '';
  let point: { x: number; y: number } | null = null;
  await expect
    .poll(async () => {
      point = await page.evaluate(locate, target, at);
      const seen = JSON.stringify(point);
      const stable = point !== null && seen === last;
      last = seen;
      return stable;
    })
    .toBe(true);
  if (!point) throw new Error(`${JSON.stringify(target)} left the page.`);
  await page.click(point);
}

/**
 * Clicks `target` until `arrived` holds. Under load an engine now and then sends no click to an
 * element laid out again as the pointer reached it (WebKit on the tag page's cards at 1280 px, Firefox
 * on the search page's tags at 390 px); a shopper would click again.
 * A second click that lands before the first one's page has come goes to the same link.
 */
async function clickUntil(page: EnginePage, target: Target, arrived: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      if (await arrived()) return true;
      const point = await page.evaluate(locate, target, { x: 0.5, y: 0.5 });
      if (point) await page.click(point);
      return false;
    })
    .toBe(true);
}

async function fill(page: EnginePage, target: Target, text: string) {
  await click(page, target);
  // Under load WebKit now and then takes the click without focusing the field (clickUntil): a shopper
  // would tap it again before typing.
  const fieldFocused = () =>
    page.evaluate((css) => document.activeElement?.matches(css) ?? false, target.css);
  await clickUntil(page, target, fieldFocused);
  // Replace what the field holds, as a shopper selecting it all and typing would.
  await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.select());
  await page.type(text);
}

const path = async (page: EnginePage) => decodeURIComponent(new URL(await page.url()).pathname);
const heading = (page: EnginePage) => page.evaluate(() => document.querySelector('h1')?.textContent);
const statusTexts = (page: EnginePage) =>
  page.evaluate(() => [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent));

/** The chosen point as the page shows it: 5 decimals with N/S and E/W. */
const READABLE_POINT = /^Selected location: \d+\.\d{5}° [NS], \d+\.\d{5}° [EW]$/;

/**
 * The main shopper journey, the same in every engine: home menu → search → tag → dish → cart → log in
 * (the demo account) → checkout with a pin clicked on the map → the demo payment → the paid order.
 * `shots` names the screenshots it leaves in the artifacts folder.
 */
export async function shopperJourney(page: EnginePage, shots: string) {
  await page.goto(appUrl('/'));
  await expect.poll(() => heading(page)).toBe('Our menu');
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('ul[aria-label="Dishes"] article').length))
    .toBe(48);
  await page.screenshot(`${ARTIFACTS}/${shots}-home.png`);

  await fill(page, { css: 'input[type="search"]', name: 'Search food' }, 'soup');
  await click(page, { css: 'form[role="search"] button', name: 'Search' });
  await expect.poll(() => path(page)).toBe('/search/soup');
  await expect.poll(() => heading(page)).toBe('Results for “soup”');

  await clickUntil(
    page,
    { css: 'nav[aria-label="Tags"] a', name: 'Seafood', prefix: true },
    async () => (await path(page)) === '/tag/Seafood',
  );
  await expect.poll(() => heading(page)).toBe('Tag: Seafood');
  // The search's cards stay until the tag's arrive: a card picked or clicked before then is replaced
  // under the pointer (WebKit then sends no click at all).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('ul[aria-label="Dishes"] article a')]
          .map((link) => link.textContent?.trim() ?? '')
          .sort(),
      ),
    )
    .toEqual(SEAFOOD);

  const dish = await page.evaluate(
    () => document.querySelector('ul[aria-label="Dishes"] article a')?.textContent?.trim() ?? '',
  );
  await clickUntil(page, { css: 'ul[aria-label="Dishes"] article a', name: dish }, async () =>
    /^\/food\/[0-9a-f]{24}$/.test(await path(page)),
  );
  await expect.poll(() => heading(page)).toBe(dish);

  // Each group the dish must have answered (a size, a spice level) gets its first choice, clicked.
  const firstChoices = await page.evaluate(() =>
    [...document.querySelectorAll('form fieldset')]
      .filter((group) => group.textContent?.includes('Required'))
      .map((group) => group.querySelector('label')?.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
  );
  for (const choice of firstChoices) await click(page, { css: 'form fieldset label', name: choice });
  await click(page, { css: 'button', name: 'Add to Cart' });
  await expect.poll(() => path(page)).toBe('/cart-page');
  await click(page, { css: 'a', name: 'Proceed to Checkout' });

  await expect.poll(() => path(page)).toBe('/login');
  await fill(page, { css: 'input', name: 'Email' }, 'shopper@foodstore.test');
  await fill(page, { css: 'input', name: 'Password' }, 'shopper123');
  await click(page, { css: 'button', name: 'Login' });
  await expect.poll(() => path(page)).toBe('/checkout');
  await expect.poll(() => page.evaluate(() => document.body.innerText)).toContain('Order Form');

  await fill(page, { css: 'input', name: 'Name' }, 'Sam Shopper');
  await click(page, { css: '[role="application"]', name: 'Location map' }, { x: 0.6, y: 0.4 });
  await expect
    .poll(async () => (await statusTexts(page)).some((text) => READABLE_POINT.test(text ?? '')))
    .toBe(true);
  // The pin is on the map, on top where it stands.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const pin = document.querySelector('img[alt="Selected location pin"]');
        const map = document.querySelector('[role="application"][aria-label="Location map"]');
        if (!pin || !map) return 'no pin';
        const [box, area] = [pin.getBoundingClientRect(), map.getBoundingClientRect()];
        if (box.width === 0 || box.top < area.top || box.bottom > area.bottom) {
          return `outside the map: ${JSON.stringify(box)} in ${JSON.stringify(area)}`;
        }
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return pin.contains(hit) ? 'on the map' : `covered by ${hit?.outerHTML.slice(0, 200)}`;
      }),
    )
    .toBe('on the map');
  await page.screenshot(`${ARTIFACTS}/${shots}-checkout.png`);

  await click(page, { css: 'button', name: 'Go to Payment' });
  await expect.poll(() => path(page)).toBe('/payment');
  // WebKit under load now and then sends no click to the button (the page stays as it was, not paying):
  // a shopper would tap again; a second tap while paying changes nothing (the page pays once).
  await clickUntil(page, { css: 'button', name: 'Pay now — demo, no real charge' }, async () =>
    /^\/orders\/[0-9a-f]+$/.test(await path(page)),
  );
  await expect
    .poll(() => page.evaluate(() => document.body.innerText.split('\n').map((line) => line.trim())))
    .toContain('Paid');
  await page.screenshot(`${ARTIFACTS}/${shots}-paid.png`);
}
