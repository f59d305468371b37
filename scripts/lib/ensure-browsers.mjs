// The browser tests need Debian's Chromium (the full browser for the stories' pictures, its headless
// shell for the rest), the fonts e2e/fonts.e2e.ts forces on the header (the widest fallbacks a
// shopper's device may show the app in), WebKitGTK and Firefox ESR. Install what is missing when
// allowed; otherwise say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './chromium.mjs';
import { FALLBACK_FONTS } from './fallback-fonts.mjs';
import { FIREFOX_PACKAGES, firefoxMissing } from './firefox.mjs';
import { WEBKIT_PACKAGES, webkitMissing } from './webkit.mjs';

export function aptInstall(packages) {
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit' },
  );
}

export const isRoot = () => process.getuid?.() === 0;

export function ensureChromium() {
  const packages = [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(existsSync(TEST_CHROMIUM_PATH) ? [] : ['chromium-headless-shell']),
    ...new Set(
      FALLBACK_FONTS.filter((font) => !font.files.every(existsSync)).map((font) => font.debianPackage),
    ),
  ];
  if (packages.length === 0) return;
  const list = packages.join(' ');
  if (!isRoot()) {
    throw new Error(
      `Missing for the browser tests: ${list}. Install (Debian: sudo apt-get install -y ${list})` +
        (packages.some((name) => name.startsWith('chromium'))
          ? ' or point CHROME_PATH at a Chromium or Chrome binary for the browser,'
          : '') +
        ' then run the tests again.',
    );
  }
  console.log(`Missing for the browser tests: installing Debian's ${list} (apt-get install)…`);
  aptInstall(packages);
}

/** An engine Debian packages: installed when root, otherwise a failure that says what to install. */
function ensureEngine(name, missing, packages) {
  if (!missing) return;
  if (!isRoot()) throw new Error(missing);
  console.log(`${name} is missing: installing Debian's packages (apt-get install ${packages.join(' ')})…`);
  aptInstall(packages);
}

export const ensureWebKit = () => ensureEngine('WebKit', webkitMissing(), WEBKIT_PACKAGES);

export const ensureFirefox = () => ensureEngine('Firefox', firefoxMissing(), FIREFOX_PACKAGES);
