// Firefox for the browser tests: Debian's Firefox ESR (package firefox-esr), driven by puppeteer-core
// over WebDriver BiDi. Never a downloaded browser. The client is e2e/support/firefox.ts.
import { existsSync } from 'node:fs';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';
export const FIREFOX_PACKAGES = ['firefox-esr'];

/** Why Firefox cannot run here, or undefined when it can. */
export function firefoxMissing() {
  if (existsSync(FIREFOX_PATH)) return undefined;
  return (
    `Firefox cannot run: ${FIREFOX_PATH} missing. Install it (Debian: sudo apt-get install -y ` +
    `${FIREFOX_PACKAGES.join(' ')}), then run the tests again.`
  );
}
