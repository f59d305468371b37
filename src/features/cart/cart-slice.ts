import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isJsonObject } from '@contract/json';
import { roundCents } from '@contract/rounding';
import { MAX_CART_QUANTITY } from '@contract/rules';
import { isRequired, lineIdentity, pricedChoices, unitPrice } from '@contract/options';
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

function clampQuantity(quantity: number): number {
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.round(quantity)));
}

const identityOf = ({ food, options, note }: LineInput) => lineIdentity(food.id, options, note);

/**
 * A short name for a line, the same wherever the line is: the dish page's address for editing it
 * (`?edit=`) and the cart's actions name lines by it. A hash of what tells lines apart, so a line
 * keeps its key in every tab and after a reload.
 */
export function lineKey(line: LineInput): string {
  const identity = identityOf(line);
  let hash = 5381;
  for (let at = 0; at < identity.length; at++) hash = (Math.imul(hash, 33) ^ identity.charCodeAt(at)) >>> 0;
  return hash.toString(36);
}

/** A line's own fields, its choices and note only when it has some (a line of the ten calls has neither). */
function lineOf({ food, options, note }: LineInput, quantity: number): CartLineState {
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

const lineWithKey = (state: CartState, key: string) => state.items.find((line) => lineKey(line) === key);

/** What the line's choices are called, for a notice: 'Extras: Olives'. */
const choiceName = ({ group, choice }: Pick<ChosenOption, 'group' | 'choice'>) => `${group}: ${choice}`;

/**
 * The line checked against the dish as the menu sells it now: its choices priced anew, a choice no
 * longer offered taken out and named, a group it must answer and does not named.
 */
function refreshChoices(line: CartLineState, current: Food): void {
  const chosen = line.options ?? [];
  const priced = pricedChoices(current, chosen);
  const gone = chosen.filter(
    (option) => !priced.some((kept) => kept.group === option.group && kept.choice === option.choice),
  );
  if (gone.length > 0) line.choicesGone = [...(line.choicesGone ?? []), ...gone.map(choiceName)];
  if (gone.length > 0 || priced.some((option, at) => option.price !== chosen[at]?.price)) {
    if (priced.length > 0) line.options = priced;
    else delete line.options;
  }
  const unanswered = (current.optionGroups ?? []).find(
    (group) => isRequired(group) && !priced.some((option) => option.group === group.name),
  );
  if (unanswered) line.needsChoice = unanswered.name;
  else if (line.needsChoice !== undefined) delete line.needsChoice;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: EMPTY_CART,
  reducers: {
    lineAdded: (state, action: PayloadAction<LineInput>) => {
      // docs/product.md §4: adding a dish already in the cart (the same choices and note) does nothing.
      const line = lineOf(action.payload, 1);
      if (state.items.some((item) => identityOf(item) === identityOf(line))) return;
      state.items.push(line);
    },
    /**
     * A line edited on the dish page: it takes the new choices and note and keeps its place and
     * quantity. Edited into a line the cart has already, the two become one, quantities added.
     */
    lineEdited: (state, action: PayloadAction<{ key: string; line: LineInput }>) => {
      const edited = lineWithKey(state, action.payload.key);
      if (!edited) return;
      const line = lineOf(action.payload.line, edited.quantity);
      const same = state.items.find((item) => item !== edited && identityOf(item) === identityOf(line));
      if (same) {
        same.quantity = clampQuantity(same.quantity + edited.quantity);
        state.items = state.items.filter((item) => item !== edited);
      } else state.items[state.items.indexOf(edited)] = line;
    },
    quantityChanged: (state, action: PayloadAction<{ key: string; quantity: number }>) => {
      const line = lineWithKey(state, action.payload.key);
      // A quantity that is not a number (NaN from a forged event) changes nothing.
      if (line && Number.isFinite(action.payload.quantity))
        line.quantity = clampQuantity(action.payload.quantity);
    },
    lineRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => lineKey(item) !== action.payload);
    },
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
    /**
     * The menu arrived: each line takes the dish as the server sells it now, noting a price that
     * changed, a dish that is gone, a choice no longer offered and a group left to answer (Decision
     * 13, docs/product.md). A menu that changes nothing leaves the state as it was, so it can be
     * dispatched whenever the lines or the menu change.
     */
    cartRefreshed: (state, action: PayloadAction<readonly Food[]>) => {
      const menu = new Map(action.payload.map((food) => [food.id, food]));
      for (const line of state.items) {
        const current = menu.get(line.food.id);
        if (!current) {
          line.offMenu = true;
          continue;
        }
        delete line.offMenu;
        // A second change still reports the price first seen; a change back ends the notice.
        const before = unitPrice(line.food, line.options);
        const seen = line.previousPrice ?? before;
        refreshChoices(line, current);
        line.food = current;
        if (unitPrice(current, line.options) === seen) delete line.previousPrice;
        else line.previousPrice = seen;
      }
    },
    /** Another tab changed the stored cart. */
    cartSyncedFromStorage: (_state, action: PayloadAction<unknown>) => sanitizeCart(action.payload),
  },
});

export const {
  lineAdded,
  lineEdited,
  quantityChanged,
  lineRemoved,
  cartCleared,
  orderPaid,
  orderRepeated,
  cartRefreshed,
  cartSyncedFromStorage,
} = cartSlice.actions;

type RootCartState = { cart: CartState };
export const selectCartLines = (state: RootCartState) => state.cart.items;
export const selectCart = createSelector([(state: RootCartState) => state.cart], toCart);
export const selectCartCount = (state: RootCartState) => selectCart(state).totalCount;
