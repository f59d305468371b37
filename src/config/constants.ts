/** Business constants from SPEC.md section 9. */

export const STORAGE_KEYS = { cart: 'Cart', user: 'User' } as const;

export const ACCESS_TOKEN_HEADER = 'access_token';

export const CART_QUANTITIES = [1, 2, 3, 4, 5] as const;
export const MAX_CART_QUANTITY = 5;

/** Minimum length of name, password and address (SPEC section 5; DESIGN decision 2 fixes the message). */
export const MIN_TEXT_LENGTH = 5;

export const MAP_DEFAULTS = {
  center: { lat: 13.75, lng: 21.62 },
  zoom: 1,
  locatedZoom: 16,
  coordinateDecimals: 8,
  markerSizePx: 42,
} as const;

export const TOAST_DURATION_MS = 5000;
export const TOAST_HOVER_EXTENSION_MS = 1000;
