/** The business rules both sides of the wire enforce (docs/product.md §5 and §9). */

/** The header every API request carries when the user is logged in. */
export const ACCESS_TOKEN_HEADER = 'access_token';

/** A cart line holds 1 to 5 of a dish. */
export const MAX_CART_QUANTITY = 5;
export const CART_QUANTITIES = [1, 2, 3, 4, 5] as const satisfies readonly number[];

/** Extension: what a line may ask of the kitchen ('No onions, please'), in characters. */
export const MAX_KITCHEN_NOTE = 140;

/** Minimum length of name, password and address; the message states the real rule (decision 2). */
export const MIN_TEXT_LENGTH = 5;

/** Map coordinates travel and are stored with at most this many decimals. */
export const COORDINATE_DECIMALS = 8;

/**
 * The longest text the server stores per field (docs/contract.md): what a form would never need, and
 * what keeps a 5 MB "address" out of storage. Emails as long as the standard allows.
 */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  password: 128,
  address: 300,
  paymentId: 100,
} as const;

/** A request body beyond this is refused with 413 before anything reads it (a big order is ~50 kB). */
export const MAX_BODY_BYTES = 256 * 1024;
