import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isJsonObject } from '@contract/json';
import { roundCents } from '@contract/rounding';
import { MAX_CART_QUANTITY } from '@contract/rules';
import type { Cart, Food } from '@contract/types';
import { listOf, toFood, toNumber } from '@/utils/normalize';

/** What the cart holds: dishes and quantities. Prices and totals are derived (toCart). */
export interface CartState {
  items: { food: Food; quantity: number }[];
}

const EMPTY_CART: CartState = { items: [] };

function clampQuantity(quantity: number): number {
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** docs/product.md §3: the cart with each line's price and the totals, as pages show it and `Cart` stores it. */
export function toCart({ items }: CartState): Cart {
  const lines = items.map(({ food, quantity }) => ({
    food,
    quantity,
    price: roundCents(food.price * quantity),
  }));
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
    /** Another tab changed the stored cart. */
    cartSyncedFromStorage: (_state, action: PayloadAction<unknown>) => sanitizeCart(action.payload),
  },
});

export const { foodAdded, quantityChanged, lineRemoved, cartCleared, cartSyncedFromStorage } =
  cartSlice.actions;

type RootCartState = { cart: CartState };
export const selectCart = createSelector([(state: RootCartState) => state.cart], toCart);
export const selectCartCount = (state: RootCartState) => selectCart(state).totalCount;
