import { env } from './env';

/** Where the API lives: its configured base URL, or this page's origin when it is same-origin (the mocks). */
export const API_BASE_URL = env.apiBaseUrl || globalThis.location.origin;

/**
 * A URL the API sent (a dish's image), as the server means it: a relative one is relative to the
 * API, never to the page, where `assets/food-1.jpg` would become `/food/assets/food-1.jpg`.
 */
export function resolveApiUrl(url: string): string {
  if (url === '') return '';
  try {
    return new URL(url, `${API_BASE_URL}/`).href;
  } catch {
    return '';
  }
}
