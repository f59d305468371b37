import { ARTIFACTS } from './browser';

/**
 * What a smoke journey needs of a browser engine's page, so it is written once for every engine
 * (e2e/support/engine-journey.ts): the drivers are WebKitWebDriver (e2e/support/webkit.ts) and
 * puppeteer-core over WebDriver BiDi for Firefox (e2e/support/firefox.ts).
 */
export interface EnginePage {
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments and returns its JSON result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** A mouse click at a point of the viewport, in CSS pixels. */
  click(point: { x: number; y: number }): Promise<void>;
  /** Types `text` into the focused field, key by key. */
  type(text: string): Promise<void>;
  screenshot(path: string): Promise<void>;
}

/**
 * What the page showed when a test failed in `engine`, kept where a CI log keeps it: the address, the
 * visible text and a screenshot in the artifacts folder.
 */
export async function describeFailure(page: EnginePage, engine: string, testName: string) {
  try {
    const text = await page.evaluate(() => document.body.innerText);
    const shot = `${ARTIFACTS}/failed-${engine.toLowerCase()}-${testName.replace(/\W+/g, '-').slice(0, 60)}.png`;
    await page.screenshot(shot);
    console.error(
      `The page when "${testName}" failed in ${engine}: ${await page.url()} (${shot})\n${text.slice(0, 2000)}`,
    );
  } catch (cause) {
    console.error(`The page could not be described after "${testName}" failed: ${String(cause)}`);
  }
}
