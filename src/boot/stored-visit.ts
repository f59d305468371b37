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

export interface StoredVisit {
  /** The stored session's token, '' for none. */
  token: string;
  cartHasItems: boolean;
}

export function storedVisit(): StoredVisit {
  const token = stored(USER_KEY)?.token;
  const items = stored(CART_KEY)?.items;
  return {
    token: typeof token === 'string' ? token : '',
    cartHasItems: Array.isArray(items) && items.length > 0,
  };
}
