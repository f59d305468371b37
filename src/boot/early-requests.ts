/**
 * Runs before the app, as its own tiny script (index.html, real-server builds only): it starts the API
 * calls the landing page will make, so they travel beside the app's 130 kB of code instead of after
 * it. The app takes each answer once (src/lib/api/early-responses.ts), or makes the call itself.
 *
 * Built apart from the app (vite.config.ts), so it imports nothing: the storage keys and the header
 * name are the contract's, and a test keeps them equal to the app's.
 */

export const EARLY_REQUESTS_KEY = '__foodStoreEarlyRequests';
export const USER_KEY = 'User';
export const CART_KEY = 'Cart';
export const TOKEN_HEADER = 'access_token';

export interface EarlyRequest {
  url: string;
  token: string;
  response: Promise<Response>;
}

function stored(key: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The calls a first visit to `path` makes at once: the pages a shopper lands on most. */
export function callsFor(path: string, cartHasItems: boolean): string[] {
  if (path === '/') return ['/api/foods', '/api/foods/tags'];
  if (path === '/cart-page') return cartHasItems ? ['/api/foods'] : [];
  const dish = /^\/food\/([^/]+)$/.exec(path)?.[1];
  return dish ? [`/api/foods/${dish}`, '/api/foods'] : [];
}

export function startEarlyRequests(apiBase: string) {
  const token = stored(USER_KEY)?.token;
  const items = stored(CART_KEY)?.items;
  const session = typeof token === 'string' ? token : '';
  const requests = callsFor(location.pathname, Array.isArray(items) && items.length > 0).map(
    (path): EarlyRequest => {
      const url = `${apiBase}${path}`;
      const headers: Record<string, string> = session ? { [TOKEN_HEADER]: session } : {};
      const response = fetch(url, { headers });
      // Unclaimed, a failure is the app's to report when it makes the call itself.
      response.catch(() => undefined);
      return { url, token: session, response };
    },
  );
  Object.assign(globalThis, { [EARLY_REQUESTS_KEY]: requests });
}

const apiBase = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.trim().replace(/\/+$/, '');
if (apiBase && typeof window !== 'undefined') startEarlyRequests(apiBase);
