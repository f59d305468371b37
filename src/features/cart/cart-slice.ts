import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { MAX_CART_QUANTITY } from '@/config/constants';
import type { Cart, CartItem, Food } from '@/types/api';
import { isRecord, listOf, toFood, toNumber } from '@/utils/normalize';

const EMPTY_CART: Cart = { items: [], totalPrice: 0, totalCount: 0 };

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

function line(food: Food, quantity: number): CartItem {
  return { food, quantity, price: roundCents(food.price * quantity) };
}

/** Totals are always derived from the lines, never kept from elsewhere. */
function withTotals(items: CartItem[]): Cart {
  return {
    items,
    totalPrice: roundCents(items.reduce((sum, item) => sum + item.price, 0)),
    totalCount: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** Stored carts are untrusted: bad lines are dropped, quantities clamped, prices recomputed. */
export function sanitizeCart(raw: unknown): Cart {
  if (!isRecord(raw)) return EMPTY_CART;
  const seen = new Set<string>();
  const items = listOf(raw.items, (item) => {
    if (!isRecord(item)) return null;
    const food = toFood(item.food);
    if (!food || seen.has(food.id)) return null;
    seen.add(food.id);
    return line(food, clampQuantity(toNumber(item.quantity) ?? 1));
  });
  return withTotals(items);
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: EMPTY_CART,
  reducers: {
    foodAdded: (state, action: PayloadAction<Food>) => {
      // SPEC section 4: adding a dish already in the cart does nothing.
      if (state.items.some((item) => item.food.id === action.payload.id)) return state;
      return withTotals([...state.items, line(action.payload, 1)]);
    },
    quantityChanged: (state, action: PayloadAction<{ foodId: string; quantity: number }>) =>
      withTotals(
        state.items.map((item) =>
          item.food.id === action.payload.foodId
            ? line(item.food, clampQuantity(action.payload.quantity))
            : item,
        ),
      ),
    lineRemoved: (state, action: PayloadAction<string>) =>
      withTotals(state.items.filter((item) => item.food.id !== action.payload)),
    cartCleared: () => EMPTY_CART,
    /** Another tab changed the stored cart. */
    cartSyncedFromStorage: (_state, action: PayloadAction<unknown>) => sanitizeCart(action.payload),
  },
});

export const { foodAdded, quantityChanged, lineRemoved, cartCleared, cartSyncedFromStorage } =
  cartSlice.actions;

type CartState = { cart: Cart };
export const selectCart = (state: CartState) => state.cart;
export const selectCartCount = (state: CartState) => state.cart.totalCount;
