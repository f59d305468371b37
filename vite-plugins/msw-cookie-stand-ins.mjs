// Browser build only (Node, the tests and `npm start` keep msw's own): msw's cookie handling, for an
// API that uses none (mocks/browser/*-lite.ts). Its jar is tough-cookie, with tldts' ~115 kB gzip
// public-suffix list; its request reader reads document.cookie for every handler it tries.
import { fileURLToPath } from 'node:url';

const path = (relative) => fileURLToPath(new URL(relative, import.meta.url));

export function mswCookieStandIns() {
  return {
    name: 'food-store:msw-cookie-stand-ins',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: {
          'tough-cookie': path('../mocks/browser/tough-cookie-lite.ts'),
          // The path msw's handlers import it by.
          '../utils/request/getRequestCookies.mjs': path('../mocks/browser/request-cookies-lite.ts'),
        },
      },
    }),
  };
}
