/**
 * The header at 320 px in the widest fonts a device may show it in (docs/product.md, decision 16).
 * The app ships Inter, but with font-display: optional a first visit on a slow network keeps the
 * device's font: Debian's DejaVu Sans, Noto Sans, or Liberation Sans for Arial. Each is forced over
 * the whole page from Debian's own font files (scripts/lib/fallback-fonts.mjs), Chromium is asked
 * whether it really drew the header with it, and then the header must hold: nothing overlapping,
 * nothing cut off or scrolled, every target big enough, one row of one height.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FONTS } from '../scripts/lib/fallback-fonts.mjs';
import { addToCart, appUrl, ARTIFACTS, sessionStored, setupBrowser } from './support/browser';
import { loadingOverlay } from './support/page-loading';

const missing = FALLBACK_FONTS.filter((font) => !font.files.every((file) => existsSync(file)));
if (missing.length > 0) {
  const packages = missing.map((font) => font.debianPackage).join(' ');
  throw new Error(
    `The fonts this file forces are missing: apt-get install ${packages} (npm test installs them).`,
  );
}

const session = setupBrowser({ viewport: { width: 320, height: 640 } });

/** The header's one-row height (--header-height, 4rem). */
const HEADER_HEIGHT = 64;

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await loadingOverlay(page).waitFor({ state: 'hidden' });
}

/** A shopper's way to a dish in the cart: the first dish's page, 'Add to Cart'. */
async function addADish(page: Page) {
  await page.goto(appUrl('/'));
  await settled(page);
  await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().getByRole('link').click();
  await addToCart(page);
  await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  await settled(page);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(appUrl('/login'));
  await settled(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(appUrl('/'));
  await settled(page);
  await sessionStored(page);
}

/**
 * Every element of the page in `family` from here on: the font's regular and bold faces, as a device
 * has them (heavier weights take the bold), made from the files' bytes, so the page's policy, which
 * allows fonts from the app alone, has nothing to fetch.
 */
async function forceFont(page: Page, font: (typeof FALLBACK_FONTS)[number]) {
  const base64 = (file: string) => readFileSync(file).toString('base64');
  const [regular, bold] = [base64(font.files[0]), base64(font.files[1])];
  await page.evaluate(
    async ({ regular, bold }) => {
      const bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const faces = [
        new FontFace('Forced', bytes(regular), { weight: '100 500' }),
        new FontFace('Forced', bytes(bold), { weight: '600 900' }),
      ];
      for (const face of await Promise.all(faces.map((face) => face.load()))) document.fonts.add(face);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync("* { font-family: 'Forced' !important; }");
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    { regular, bold },
  );
}

/** The families Chromium drew the text of the element at `locator`'s centre with (CDP). */
async function fontsDrawing(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.getNodeForLocation', {
      x: Math.round(box.x + box.width / 2),
      y: Math.round(box.y + box.height / 2),
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: nodeId! });
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (device)'}`);
  } finally {
    await cdp.detach();
  }
}

interface HeaderLayout {
  height: number;
  /** Pairs of header controls (the brand among them) whose boxes overlap, and by how many px across. */
  overlaps: string[];
  /** Header parts that clip their content, or that stick out of the header. */
  clipped: string[];
  /** Header controls smaller than 24 px across or 44 px tall (docs/product.md §2). */
  smallTargets: string[];
  sidewaysScroll: number;
}

function measureHeader(page: Page): Promise<HeaderLayout> {
  return page.getByRole('banner').evaluate((header) => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}"`;
    const shown = (element: Element) => element.getBoundingClientRect().width > 0;
    const bounds = header.getBoundingClientRect();
    const brand = header.querySelector('a')!;
    const controls = [brand, ...header.querySelectorAll('nav a[href], nav button')].filter(shown);

    const overlaps = controls.flatMap((control, index) =>
      controls.slice(index + 1).flatMap((other) => {
        const [a, b] = [control.getBoundingClientRect(), other.getBoundingClientRect()];
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        return across > 0 && down > 0
          ? [`${name(control)} and ${name(other)} by ${across.toFixed(1)} px`]
          : [];
      }),
    );

    const clipped: string[] = [];
    for (const element of [header, ...header.querySelectorAll('*')].filter(shown)) {
      const box = element.getBoundingClientRect();
      if (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5 || box.bottom > bounds.bottom + 0.5)
        clipped.push(`${name(element)} sticks out: ${box.left.toFixed(1)}–${box.right.toFixed(1)}`);
      // What overflows a box that does not clip it shows (the cart's count stands out of its corner
      // on purpose); only a clipping box can cut its content off.
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
        clipped.push(
          `${name(element)} cut off: ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
    }

    const smallTargets = controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      return box.width < 24 || box.height < 44 ? [`${name(control)} ${box.width}×${box.height}`] : [];
    });

    return {
      height: bounds.height,
      overlaps,
      clipped,
      smallTargets,
      sidewaysScroll: document.documentElement.scrollWidth - innerWidth,
    };
  });
}

async function expectHeaderHolds(page: Page, font: (typeof FALLBACK_FONTS)[number], state: string) {
  await forceFont(page, font);
  const header = page.getByRole('banner');
  const brand = header.getByRole('link', { name: 'Food Store!' });
  // The forced font is the one drawing it, not a device font standing in for it.
  await expect.poll(() => fontsDrawing(page, brand)).toEqual([font.family]);
  await page.screenshot({
    path: `${ARTIFACTS}/fonts-320-${font.family.replace(/\W+/g, '-')}-${state}.png`,
    clip: { x: 0, y: 0, width: 320, height: 120 },
  });
  const layout = await measureHeader(page);
  const where = `${state} in ${font.family} at 320 px`;
  expect.soft(layout.overlaps, `${where}: controls over each other`).toEqual([]);
  expect.soft(layout.clipped, `${where}: header parts cut off`).toEqual([]);
  expect.soft(layout.smallTargets, `${where}: targets too small`).toEqual([]);
  expect.soft(layout.sidewaysScroll, `${where}: sideways scrolling`).toBeLessThanOrEqual(0);
  expect.soft(layout.height, `${where}: header height`).toBe(HEADER_HEIGHT);
}

describe.each(FALLBACK_FONTS)('the header at 320 px in $family', (font) => {
  it('holds logged out with a dish in the cart', async () => {
    const { page } = session;
    await addADish(page);
    await expectHeaderHolds(page, font, 'logged-out-cart');
    // The Login link's text is drawn in it too.
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    expect(await fontsDrawing(page, login)).toEqual([font.family]);
  });

  it('holds logged in, with a dish in the cart', async () => {
    const { page } = session;
    await logIn(page, 'shopper@foodstore.test', 'shopper123');
    await addADish(page);
    await expectHeaderHolds(page, font, 'logged-in-cart');
  });
});
