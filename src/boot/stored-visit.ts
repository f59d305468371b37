/**
 * The visitor's stored session and cart, as the scripts that run before the app read them, under the
 * app's own keys (the spec's).
 */
import { CART_STORAGE_KEY, EAGER_LINES, USER_STORAGE_KEY } from '@/config/constants';

function stored(key: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

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
  const token = stored(USER_STORAGE_KEY)?.token;
  const items = stored(CART_STORAGE_KEY)?.items;
  const lines: unknown[] = Array.isArray(items) ? items : [];
  return {
    token: typeof token === 'string' ? token : '',
    cartHasItems: lines.length > 0,
    cartPictures: lines
      .slice(0, EAGER_LINES)
      .map(pictureOf)
      .filter((url): url is string => typeof url === 'string' && url !== ''),
  };
}
