// Builds only (the app and the demo's Storybook; Node, the tests and dev servers keep msw's own):
// parts of msw's dependencies that the mock API never uses, replaced by the few lines it does
// (mocks/browser/*-lite.ts, each with a test that msw still finds what it imports and the mock loses
// nothing):
// - the cookie store, a tough-cookie jar with tldts' ~115 kB gzip public-suffix list, and the request
//   reader that reads document.cookie for every handler it tries: this API uses no cookies;
// - headers-polyfill (with set-cookie-parser, 2.8 kB gzip): browsers have Headers, and msw only
//   splits the Set-Cookie of its own HttpResponse, which the mock never sends;
// - msw's table of every HTTP status text (1.2 kB gzip): it names the codes of its own HttpResponse;
//   the mock answers with plain Responses;
// - path-to-regexp's parser (1.4 kB gzip): the mock's routes use literal text and `/:name` segments.
import { fileURLToPath } from 'node:url';

const path = (relative) => fileURLToPath(new URL(relative, import.meta.url));

export function mswStandIns() {
  return {
    name: 'food-store:msw-stand-ins',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: {
          // The paths msw's modules import these by.
          '../cookieStore.mjs': path('../mocks/browser/cookie-store-lite.ts'),
          '../utils/request/getRequestCookies.mjs': path('../mocks/browser/request-cookies-lite.ts'),
          '../../../shims/statuses.mjs': path('../mocks/browser/statuses-lite.ts'),
          'headers-polyfill': path('../mocks/browser/headers-polyfill-lite.ts'),
          'path-to-regexp': path('../mocks/browser/path-to-regexp-lite.ts'),
        },
      },
    }),
  };
}
