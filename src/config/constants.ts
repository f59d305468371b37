/** The app's own constants (docs/product.md §9); rules shared with the server live in contract/rules.ts. */

export const STORAGE_KEYS = { cart: 'Cart', user: 'User' } as const;

export const MAP_DEFAULTS = {
  center: { lat: 13.75, lng: 21.62 },
  zoom: 1,
  locatedZoom: 16,
  markerSizePx: 42,
} as const;

/** OpenStreetMap's tiles, unless VITE_TILE_URL names others (the build's security policy allows them). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const TOAST_DURATION_MS = 5000;
export const TOAST_HOVER_EXTENSION_MS = 1000;

/** How often an active order's status is fetched again while the tab is visible (docs/product.md, decision 18). */
export const ORDER_REFRESH_MS = 5000;
