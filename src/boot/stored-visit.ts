/**
 * The visitor's stored session and cart, as the scripts that run before the app read them. They are
 * built apart from the app and import nothing of it: the keys are the spec's, and a test keeps them
 * equal to the app's.
 */
export const USER_KEY = 'User';
export const CART_KEY = 'Cart';

function stored(key: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The cart's lines a phone shows first, whose pictures load with priority (CartPage's EAGER_LINES). */
export const FIRST_CART_LINES = 4;

export interface StoredVisit {
  /** The stored session's token, '' for none. */
  token: string;
  cartHasItems: boolean;
  /** The picture addresses of the cart's first lines, as stored: what is not a string is skipped. */
  cartPictures: string[];
}

function pictureOf(line: unknown): unknown {
  return typeof line === 'object' && line !== null && 'food' in line
    ? (line.food as { imageUrl?: unknown } | null)?.imageUrl
    : undefined;
}

export function storedVisit(): StoredVisit {
  const token = stored(USER_KEY)?.token;
  const items = stored(CART_KEY)?.items;
  const lines: unknown[] = Array.isArray(items) ? items : [];
  return {
    token: typeof token === 'string' ? token : '',
    cartHasItems: lines.length > 0,
    cartPictures: lines
      .slice(0, FIRST_CART_LINES)
      .map(pictureOf)
      .filter((url): url is string => typeof url === 'string' && url !== ''),
  };
}
