// Debian's Chromium through playwright-core: never a downloaded browser. One set of flags for the
// bench, the size check, the browser tests and the Storybook story tests.
import { chromium } from 'playwright-core';

/** The browser shoppers run, for the bench's load timings. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The tests' Chromium: Debian's headless shell, the same engine without the browser's own layers. Two
 * browser test files took 88-98 core-seconds in it against 137-143 in the full browser.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Keeps the browser off every non-loopback host: map tiles fail fast instead of hanging.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Launches Chromium with the flags above and any `extraArgs` a caller needs besides. */
export function launchChromium(executablePath = CHROMIUM_PATH, extraArgs = []) {
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
