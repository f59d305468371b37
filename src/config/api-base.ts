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
 * Addresses already resolved. A menu names each picture once per dish, and reads again on every list
 * call: a 10,000-dish menu made 10,000 resolutions per answer, a tenth of reading it.
 */
const resolved = new Map<string, string>();
const MAX_RESOLVED = 20_000;

/**
 * A URL the API sent (a dish's image), as the server means it: a relative one is relative to the
 * API, never to the page, where `assets/food-1.jpg` would become `/food/assets/food-1.jpg`.
 */
export function resolveApiUrl(url: string): string {
  let href = resolved.get(url);
  if (href === undefined) {
    if (resolved.size >= MAX_RESOLVED) resolved.clear();
    href = resolve(url);
    resolved.set(url, href);
  }
  return href;
}

/** A plain path is joined to the base as `new URL` would resolve it, without a parse. */
function resolve(url: string): string {
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
