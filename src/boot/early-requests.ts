/**
 * Runs before the app, as its own tiny script (index.html, real-server builds only): it starts the API
 * calls the landing page will make, so they travel beside the app's 130 kB of code instead of after
 * it. The app takes each answer once (src/lib/api/early-responses.ts), or makes the call itself.
 * The pictures that lead the page (the menu's first row, the dish's own) are preloaded as soon as
 * their answer names them, so they are there when the app first paints; so are a dish page's or the
 * cart's own files, and the cart's first pictures (src/boot/landing-files.ts).
 *
 * Built apart from the app (vite-plugins/boot-script.mjs): it takes only constants from it, which the build copies in.
 */

import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import { EAGER_CARDS, EARLY_REQUESTS_KEY } from '@/config/constants';
import { DISH_PATH, preloadLanding, preloadPictures } from './landing-files';
import { storedVisit } from './stored-visit';

// A big menu's first dishes are in its first few kB; the rest is never read here.
const PICTURE_SCAN_LIMIT = 64 * 1024;

export interface EarlyRequest {
  url: string;
  token: string;
  response: Promise<Response>;
}

/** A call, and how many of the pictures its answer names lead the page. */
export interface EarlyCall {
  path: string;
  pictures: number;
}

/** The calls a first visit to `path` makes at once: the pages a shopper lands on most. */
export function callsFor(path: string, cartHasItems: boolean): EarlyCall[] {
  if (path === '/')
    return [
      { path: '/api/foods', pictures: EAGER_CARDS },
      { path: '/api/foods/tags', pictures: 0 },
    ];
  if (path === '/cart-page') return cartHasItems ? [{ path: '/api/foods', pictures: 0 }] : [];
  const dish = DISH_PATH.exec(path)?.[1];
  return dish
    ? [
        { path: `/api/foods/${dish}`, pictures: 1 },
        { path: '/api/foods', pictures: 0 },
      ]
    : [];
}

/**
 * The first `count` picture addresses in a JSON answer, in order, read from its start only: a
 * 10,000-dish menu is megabytes, and parsing it here would parse it twice. What cannot be read
 * gives fewer addresses, never an error: the app shows the pictures either way.
 */
export async function leadingPictures(response: Response, count: number): Promise<string[]> {
  const found: string[] = [];
  const reader = response.body?.getReader();
  if (!reader) return found;
  const decoder = new TextDecoder();
  const field = /"imageUrl"\s*:\s*("(?:[^"\\]|\\.)*")/g;
  let text = '';
  // Where the next search starts: after the last whole field, so one cut by a piece's end is read
  // again whole with the next piece.
  let resumeAt = 0;
  try {
    while (found.length < count && text.length < PICTURE_SCAN_LIMIT) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      field.lastIndex = resumeAt;
      for (let match = field.exec(text); match && found.length < count; match = field.exec(text)) {
        found.push(JSON.parse(match[1] ?? '""') as string);
        resumeAt = field.lastIndex;
      }
    }
  } catch {
    // A broken or cut answer: the app reports it when it reads its own copy.
  }
  void reader.cancel().catch(() => undefined);
  return found;
}

export function startEarlyRequests(apiBase: string) {
  const visit = storedVisit();
  const { token: session, cartHasItems } = visit;
  preloadLanding(location.pathname, visit, `${apiBase}/`);
  const requests = callsFor(location.pathname, cartHasItems).map(({ path, pictures }): EarlyRequest => {
    const url = `${apiBase}${path}`;
    const headers: Record<string, string> = session ? { [ACCESS_TOKEN_HEADER]: session } : {};
    const response = fetch(url, { headers });
    // Unclaimed, a failure is the app's to report when it makes the call itself.
    response.catch(() => undefined);
    if (pictures > 0)
      void response
        .then((answer) => (answer.ok ? leadingPictures(answer.clone(), pictures) : []))
        .then(
          (urls) => preloadPictures(urls, `${apiBase}/`),
          () => undefined,
        );
    return { url, token: session, response };
  });
  Object.assign(globalThis, { [EARLY_REQUESTS_KEY]: requests });
}

const apiBase = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.trim().replace(/\/+$/, '');
if (apiBase && typeof window !== 'undefined') startEarlyRequests(apiBase);
