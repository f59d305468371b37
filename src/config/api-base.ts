import { env } from './env';

/** Where the API lives: its configured base URL, or this page's origin when it is same-origin (the mocks). */
export const API_BASE_URL = env.apiBaseUrl || globalThis.location.origin;

// A plain path: names of letters, digits, '_' and '-', the last with an extension; no '.' or '..'
// segment, nothing to escape, no query. The menu's pictures are such paths, or such paths on the
// API's origin.
const PLAIN_PATH = /^\/?(?:[\w-]+\/)*[\w-]+(?:\.\w+)*$/;

function parsedBase(): URL | undefined {
  try {
    return new URL(`${API_BASE_URL}/`);
  } catch {
    return undefined;
  }
}
const base = parsedBase();

/**
 * A URL the API sent (a dish's image), as the server means it: a relative one is relative to the
 * API, never to the page, where `assets/food-1.jpg` would become `/food/assets/food-1.jpg`. A plain
 * path is joined to the base as `new URL` would resolve it: a 10,000-dish menu is 10,000 parses.
 */
export function resolveApiUrl(url: string): string {
  if (url === '') return '';
  if (base && PLAIN_PATH.test(url)) return url.startsWith('/') ? base.origin + url : base.href + url;
  // The standalone mock, like many servers, sends absolute URLs on its own origin.
  if (base && url.startsWith(`${base.origin}/`) && PLAIN_PATH.test(url.slice(base.origin.length))) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return '';
  }
}
