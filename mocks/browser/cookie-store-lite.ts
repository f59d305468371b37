/**
 * Stands in for msw's cookie store (msw/lib/core/utils/cookieStore.mjs) in the browser build only
 * (vite-plugins/msw-stand-ins.mjs aliases it). msw keeps the cookies mocked responses set, because
 * browsers ignore the Set-Cookie of a response a service worker makes up: a tough-cookie jar (with
 * tldts' public-suffix list) copied to localStorage. This API signs in with the access_token header
 * and never sets a cookie, so the store stays empty and none of that ships.
 */
let warned = false;

export const cookieStore = {
  /** The cookies kept for a URL: none. */
  getCookies: (): never[] => [],

  /** A mock that starts setting cookies must not lose them in silence: the real store runs in `npm start`. */
  setCookie(): Promise<void> {
    if (!warned) {
      warned = true;
      console.warn(
        '[mocks] A mocked response set a cookie, which this build does not keep (mocks/browser/cookie-store-lite.ts).',
      );
    }
    return Promise.resolve();
  },
};
