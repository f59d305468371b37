import { createSelector } from '@reduxjs/toolkit';
import type { Cart, CartItem } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import { selectCartLines, toCart, toCartItem } from './cart-slice';
import type { CartLineState } from './cart-slice';

/** A line as the cart and checkout show it: priced, and what changed since it was added. */
export interface ShownLine extends CartItem {
  offMenu: boolean;
  /** 'Price changed from $0.01 to $8.99' or 'No longer on the menu' (Decision 13, docs/product.md). */
  notice?: string;
}

export interface CartView {
  lines: ShownLine[];
  /** What checkout orders: the lines still on the menu, with their totals (the §3 `Cart` shape). */
  order: Cart;
}

function noticeOf({ food, previousPrice, offMenu }: CartLineState): string | undefined {
  if (offMenu) return 'No longer on the menu';
  if (previousPrice === undefined) return undefined;
  return `Price changed from ${formatPrice(previousPrice)} to ${formatPrice(food.price)}`;
}

/**
 * Decision 13 (docs/product.md): a dish no longer on the menu has no price the server would charge,
 * so it is shown with its notice but left out of the order and its totals.
 */
export const selectCartView = createSelector([selectCartLines], (items): CartView => ({
  lines: items.map((line) => ({
    ...toCartItem(line),
    offMenu: line.offMenu === true,
    notice: noticeOf(line),
  })),
  order: toCart({ items: items.filter((line) => !line.offMenu) }),
}));
