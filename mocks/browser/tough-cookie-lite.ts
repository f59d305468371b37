/**
 * Stands in for `tough-cookie` in the browser build only (vite-plugins/msw-stand-ins.mjs aliases it). msw keeps a
 * cookie jar because browsers ignore the Set-Cookie of a response a service worker makes up; this
 * API signs in with the access_token header and never sets a cookie, so the jar stays empty and the
 * ~8 kB gzip of cookie parsing (and tldts, which only tough-cookie imports) stays out of the demo.
 * Handlers still see the page's own cookies: msw reads document.cookie without the jar.
 * Only what msw's cookie store (msw/lib/core/utils/cookieStore.mjs) touches is here.
 */
export const Cookie = {
  /** msw restores its jar from localStorage through this; an empty jar restores nothing. */
  fromJSON: (): undefined => undefined,
};

/** msw reads and writes the store's index directly to persist the jar. */
export class MemoryCookieStore {
  /** Domain → path → name → cookie, as tough-cookie keeps it: empty here, as no cookie is ever kept. */
  idx: Record<string, Record<string, Record<string, never>>> = {};
}

let warned = false;

export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  /** A mock that starts setting cookies must not lose them in silence: the real jar runs in `npm start`. */
  setCookie(): Promise<undefined> {
    if (!warned) {
      warned = true;
      console.warn(
        '[mocks] A mocked response set a cookie, which this build does not keep (mocks/browser/tough-cookie-lite.ts).',
      );
    }
    return Promise.resolve(undefined);
  }
}
