// The browser tests need Debian's Chromium. Install it when missing and allowed; otherwise say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it (Debian: sudo apt-get install -y chromium) ` +
        'or point CHROME_PATH at a Chromium or Chrome binary, then run the tests again.',
    );
  }
  console.log("Chromium is missing: installing Debian's package (apt-get install chromium)…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
