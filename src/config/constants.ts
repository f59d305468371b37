/** The app's own constants (docs/product.md §9); rules shared with the server live in contract/rules.ts. */

/*
 * The boot scripts (src/boot/) import these too. They are built apart from the app and must import
 * nothing at run time, so what they take from here is a string or a number, which the build copies
 * into them (vite-plugins/app-chunk.mjs inlines every imported constant).
 */

export const CART_STORAGE_KEY = 'Cart';
export const USER_STORAGE_KEY = 'User';
export const STORAGE_KEYS = { cart: CART_STORAGE_KEY, user: USER_STORAGE_KEY } as const;

/** Where the early script (src/boot/early-requests.ts) leaves the calls it started for the app. */
export const EARLY_REQUESTS_KEY = '__foodStoreEarlyRequests';

/** The meta tag the build lists each route's files in (vite-plugins/route-files.mjs). */
export const ROUTE_FILES_META = 'food-store:route-files';
/** The name that meta lists the menu's page under: home, a tag's and a search's (src/boot/landing-files.ts). */
export const CATALOGUE_FILES = 'catalogue';

/** The search box's field: what the form sends when it goes natively (src/boot/native-search.ts). */
export const SEARCH_FIELD = 'search';

/** The menu's first row on a desktop: their pictures load at once, the rest when scrolled near. */
export const EAGER_CARDS = 4;

/** The cart lines a phone shows first: their pictures load at once, the rest when scrolled near. */
export const EAGER_LINES = 4;

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
