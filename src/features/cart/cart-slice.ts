import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { CaseReducer, PayloadAction, PayloadActionCreator, UnknownAction } from '@reduxjs/toolkit';
import { isJsonObject } from '@contract/json';
import { roundCents } from '@contract/rounding';
import { MAX_CART_QUANTITY } from '@contract/rules';
import { lineIdentity, unitPrice } from '@contract/order-line';
import type { Cart, CartItem, ChosenOption, Food } from '@contract/types';
import { lineChoicesOf, listOf, toFood, toNumber } from '@/utils/normalize';

/**
 * One line of the cart: a dish with its choices and note (extensions; a dish without groups has
 * none). The flags come from the last menu seen (cartRefreshed) and live in memory only: `Cart` keeps
 * its docs/product.md §3 shape (Decision 13, docs/product.md).
 */
export interface CartLineState {
  food: Food;
  quantity: number;
  options?: ChosenOption[];
  note?: string;
  /** The unit price the shopper saw before the menu changed it. */
  previousPrice?: number;
  /** The menu no longer has this dish. */
  offMenu?: boolean;
  /** Choices the menu no longer offers, taken out of the line: the notice names them. */
  choicesGone?: string[];
  /** A group the line must answer and does not (a group new to the dish): the line waits for an edit. */
  needsChoice?: string;
}

/** What the cart holds: lines and quantities. Prices and totals are derived (toCart). */
export interface CartState {
  items: CartLineState[];
}

/** A line of an order, as paying or repeating it takes it. */
type OrderedLine = Pick<CartItem, 'food' | 'quantity' | 'options' | 'note'>;

/** A line as it is added or saved from the dish page. */
export type LineInput = Pick<CartLineState, 'food' | 'options' | 'note'>;

const EMPTY_CART: CartState = { items: [] };

export function clampQuantity(quantity: number): number {
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.round(quantity)));
}

export const identityOf = ({ food, options, note }: LineInput) => lineIdentity(food.id, options, note);

/** A line's own fields, its choices and note only when it has some (a line of the ten calls has neither). */
export function lineOf({ food, options, note }: LineInput, quantity: number): CartLineState {
  return {
    food,
    quantity,
    ...(options && options.length > 0 ? { options } : {}),
    ...(note ? { note } : {}),
  };
}

/** docs/product.md §3: a line as `Cart` stores it, priced as unit price (the dish's and its choices') × quantity. */
export function toCartItem({ food, quantity, options, note }: CartLineState): CartItem {
  return {
    food,
    quantity,
    price: roundCents(unitPrice(food, options) * quantity),
    ...(options && options.length > 0 ? { options } : {}),
    ...(note ? { note } : {}),
  };
}

/** docs/product.md §3: the cart with each line's price and the totals, as `Cart` stores it. */
export function toCart({ items }: CartState): Cart {
  const lines = items.map(toCartItem);
  return {
    items: lines,
    totalPrice: roundCents(lines.reduce((sum, line) => sum + line.price, 0)),
    totalCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/**
 * Stored carts are untrusted: bad lines and repeats are dropped, quantities clamped, prices ignored.
 * A cart stored before dish options reads as lines without choices.
 */
export function sanitizeCart(raw: unknown): CartState {
  if (!isJsonObject(raw)) return EMPTY_CART;
  const seen = new Set<string>();
  const items = listOf(raw.items, (item) => {
    if (!isJsonObject(item)) return null;
    const food = toFood(item.food);
    if (!food) return null;
    const line = lineOf({ food, ...lineChoicesOf(item) }, clampQuantity(toNumber(item.quantity) ?? 1));
    if (seen.has(identityOf(line))) return null;
    seen.add(identityOf(line));
    return line;
  });
  return { items };
}

/**
 * The reducers of the actions only the dish, cart and checkout pages dispatch, by action type: they
 * load with those pages (cart-edits.ts registers them as it loads), so the home page's first load
 * does without them. An action is created only by code that has loaded, so its reducer is here first.
 */
const LATER_CASES = Symbol.for('food-store.cart.later-cases');
// One registry for the page, kept on the global object: where a module is loaded twice (tests that
// reload modules), the cart's reducer and the pages' actions still meet in it.
const laterCases = ((globalThis as { [LATER_CASES]?: Map<string, CaseReducer<CartState, UnknownAction>> })[
  LATER_CASES
] ??= new Map());

/** Has the cart reduce `action`'s actions with `reducer` from now on. */
export function handleLater<P>(
  action: PayloadActionCreator<P>,
  reducer: CaseReducer<CartState, PayloadAction<P>>,
): void {
  laterCases.set(action.type, reducer as CaseReducer<CartState, UnknownAction>);
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: EMPTY_CART,
  reducers: {
    cartCleared: () => EMPTY_CART,
    /**
     * An order was paid: what it held leaves the cart, and nothing else. The order may be older than
     * the cart (paid later from the order page), so a line added since stays, and so does a quantity
     * raised since, less what was paid (docs/product.md §4).
     */
    orderPaid: (state, action: PayloadAction<readonly OrderedLine[]>) => {
      const paid = new Map<string, number>();
      for (const item of action.payload)
        paid.set(identityOf(item), (paid.get(identityOf(item)) ?? 0) + item.quantity);
      state.items = state.items.flatMap((line) => {
        // Never more than was there; a paid quantity that is no number (a liberal server's) pays the line.
        const left = Math.min(line.quantity, Math.round(line.quantity - (paid.get(identityOf(line)) ?? 0)));
        return left >= 1 ? [{ ...line, quantity: left }] : [];
      });
    },
    /**
     * 'Order again': a past order's lines join the cart (docs/product.md §4), with their choices and
     * notes. A line already there gets the order's quantity added; a new one comes as the order had
     * it, price included, so the next menu check says what changed since (Decision 13). Never more
     * than 5 of a line.
     */
    orderRepeated: (state, action: PayloadAction<readonly OrderedLine[]>) => {
      for (const item of action.payload) {
        // A quantity that is no number (a liberal server's) orders one.
        const ordered = Number.isFinite(item.quantity) ? Math.max(1, item.quantity) : 1;
        const line = state.items.find((each) => identityOf(each) === identityOf(item));
        if (line) line.quantity = clampQuantity(line.quantity + ordered);
        else state.items.push(lineOf(item, clampQuantity(ordered)));
      }
    },
    /** Another tab changed the stored cart. */
    cartSyncedFromStorage: (_state, action: PayloadAction<unknown>) => sanitizeCart(action.payload),
  },
  // The line edits, once the page that makes them has loaded (cart-edits.ts).
  extraReducers: (builder) =>
    builder.addDefaultCase((state, action) => laterCases.get(action.type)?.(state, action)),
});

export const { cartCleared, orderPaid, orderRepeated, cartSyncedFromStorage } = cartSlice.actions;

type RootCartState = { cart: CartState };
export const selectCartLines = (state: RootCartState) => state.cart.items;
export const selectCart = createSelector([(state: RootCartState) => state.cart], toCart);
export const selectCartCount = (state: RootCartState) => selectCart(state).totalCount;
