// The browser tests need Debian's Chromium and WebKitGTK. Install them when missing and allowed;
// otherwise say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { WEBKIT_PACKAGES, webkitMissing } from './webkit.mjs';

function aptInstall(packages) {
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit' },
  );
}

const isRoot = () => process.getuid?.() === 0;

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (!isRoot()) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it (Debian: sudo apt-get install -y chromium) ` +
        'or point CHROME_PATH at a Chromium or Chrome binary, then run the tests again.',
    );
  }
  console.log("Chromium is missing: installing Debian's package (apt-get install chromium)…");
  aptInstall(['chromium']);
}

export function ensureWebKit() {
  const missing = webkitMissing();
  if (!missing) return;
  if (!isRoot()) throw new Error(missing);
  console.log(
    `WebKit is missing: installing Debian's packages (apt-get install ${WEBKIT_PACKAGES.join(' ')})…`,
  );
  aptInstall(WEBKIT_PACKAGES);
}
