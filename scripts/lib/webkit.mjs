// WebKit for the browser tests: Debian's WebKitGTK, driven over W3C WebDriver by its WebKitWebDriver
// (package webkit2gtk-driver), its MiniBrowser windowed under Xvfb (package xvfb). Never a
// downloaded browser. The client is e2e/support/webkit.ts.
import { existsSync, readdirSync } from 'node:fs';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = '/usr/bin/Xvfb';
export const WEBKIT_PACKAGES = ['webkit2gtk-driver', 'xvfb'];

/** MiniBrowser, WebKitGTK's own browser, in the library folder of the machine's architecture. */
export function findMiniBrowser() {
  const folders = existsSync('/usr/lib')
    ? readdirSync('/usr/lib').filter((name) => name.includes('-linux-'))
    : [];
  for (const folder of folders) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0']) {
      const path = `/usr/lib/${folder}/${api}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

/** Why WebKit cannot run here, or undefined when it can. */
export function webkitMissing() {
  const missing = [
    [WEBKIT_DRIVER_PATH, existsSync(WEBKIT_DRIVER_PATH)],
    ['MiniBrowser', findMiniBrowser() !== undefined],
    [XVFB_PATH, existsSync(XVFB_PATH)],
  ]
    .filter(([, found]) => !found)
    .map(([name]) => name);
  if (missing.length === 0) return undefined;
  return (
    `WebKit cannot run: ${missing.join(', ')} missing. Install it (Debian: sudo apt-get install -y ` +
    `${WEBKIT_PACKAGES.join(' ')}), then run the tests again.`
  );
}
