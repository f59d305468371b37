import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isJsonObject } from '@contract/json';
import { roundCents } from '@contract/rounding';
import { MAX_CART_QUANTITY } from '@contract/rules';
import type { Cart, CartItem, Food } from '@contract/types';
import { listOf, toFood, toNumber } from '@/utils/normalize';

/**
 * One line of the cart. The two flags come from the last menu seen (cartRefreshed) and live in
 * memory only: `Cart` keeps its docs/product.md §3 shape (Decision 13, docs/product.md).
 */
export interface CartLineState {
  food: Food;
  quantity: number;
  /** The unit price the shopper saw before the menu changed it. */
  previousPrice?: number;
  /** The menu no longer has this dish. */
  offMenu?: boolean;
}

/** What the cart holds: dishes and quantities. Prices and totals are derived (toCart). */
export interface CartState {
  items: CartLineState[];
}

const EMPTY_CART: CartState = { items: [] };

function clampQuantity(quantity: number): number {
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** docs/product.md §3: a line as `Cart` stores it, priced as unit price × quantity. */
export function toCartItem({ food, quantity }: CartLineState): CartItem {
  return { food, quantity, price: roundCents(food.price * quantity) };
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

/** Stored carts are untrusted: bad lines and duplicates are dropped, quantities clamped, prices ignored. */
export function sanitizeCart(raw: unknown): CartState {
  if (!isJsonObject(raw)) return EMPTY_CART;
  const seen = new Set<string>();
  const items = listOf(raw.items, (item) => {
    if (!isJsonObject(item)) return null;
    const food = toFood(item.food);
    if (!food || seen.has(food.id)) return null;
    seen.add(food.id);
    return { food, quantity: clampQuantity(toNumber(item.quantity) ?? 1) };
  });
  return { items };
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: EMPTY_CART,
  reducers: {
    foodAdded: (state, action: PayloadAction<Food>) => {
      // docs/product.md §4: adding a dish already in the cart does nothing.
      if (state.items.some((item) => item.food.id === action.payload.id)) return;
      state.items.push({ food: action.payload, quantity: 1 });
    },
    quantityChanged: (state, action: PayloadAction<{ foodId: string; quantity: number }>) => {
      const line = state.items.find((item) => item.food.id === action.payload.foodId);
      // A quantity that is not a number (NaN from a forged event) changes nothing.
      if (line && Number.isFinite(action.payload.quantity))
        line.quantity = clampQuantity(action.payload.quantity);
    },
    lineRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.food.id !== action.payload);
    },
    cartCleared: () => EMPTY_CART,
    /**
     * An order was paid: what it held leaves the cart, and nothing else. The order may be older than
     * the cart (paid later from the order page), so a dish added since stays, and so does a quantity
     * raised since, less what was paid (docs/product.md §4).
     */
    orderPaid: (state, action: PayloadAction<readonly Pick<CartItem, 'food' | 'quantity'>[]>) => {
      const paid = new Map<string, number>();
      for (const { food, quantity } of action.payload) paid.set(food.id, (paid.get(food.id) ?? 0) + quantity);
      state.items = state.items.flatMap((line) => {
        // Never more than was there; a paid quantity that is no number (a liberal server's) pays the line.
        const left = Math.min(line.quantity, Math.round(line.quantity - (paid.get(line.food.id) ?? 0)));
        return left >= 1 ? [{ ...line, quantity: left }] : [];
      });
    },
    /**
     * 'Order again': a past order's dishes join the cart (docs/product.md §4). A dish already there
     * gets the order's quantity added; a new one comes as the order had it, price included, so the
     * next menu check says what changed since (Decision 13). Never more than 5 of a dish.
     */
    orderRepeated: (state, action: PayloadAction<readonly Pick<CartItem, 'food' | 'quantity'>[]>) => {
      for (const { food, quantity } of action.payload) {
        // A quantity that is no number (a liberal server's) orders one.
        const ordered = Number.isFinite(quantity) ? Math.max(1, quantity) : 1;
        const line = state.items.find((item) => item.food.id === food.id);
        if (line) line.quantity = clampQuantity(line.quantity + ordered);
        else state.items.push({ food, quantity: clampQuantity(ordered) });
      }
    },
    /**
     * The menu arrived: each line takes the dish as the server sells it now, noting a price that
     * changed and a dish that is gone (Decision 13, docs/product.md). A menu that changes nothing
     * leaves the state as it was, so it can be dispatched whenever the lines or the menu change.
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
        const seen = line.previousPrice ?? line.food.price;
        if (current.price === seen) delete line.previousPrice;
        else line.previousPrice = seen;
        line.food = current;
      }
    },
    /** Another tab changed the stored cart. */
    cartSyncedFromStorage: (_state, action: PayloadAction<unknown>) => sanitizeCart(action.payload),
  },
});

export const {
  foodAdded,
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
