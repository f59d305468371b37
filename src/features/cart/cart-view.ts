import { createSelector } from '@reduxjs/toolkit';
import type { Cart, CartItem } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import { unitPrice } from '@contract/order-line';
import { lineKey } from './cart-edits';
import { selectCartLines, toCart, toCartItem } from './cart-slice';
import type { CartLineState } from './cart-slice';

/** A line as the cart and checkout show it: priced, and what changed since it was added. */
export interface ShownLine extends CartItem {
  /** The line's name in the cart's actions and the dish page's address for editing it. */
  key: string;
  /**
   * What the line's controls call it: the dish's name, with its choices (or its note) when another
   * line holds the same dish, so 'Quantity of Burger (Double)' and '… (Single)' are told apart.
   */
  label: string;
  offMenu: boolean;
  /** A group the line must answer before it can be ordered (a group new to the dish). */
  needsChoice?: string;
  /**
   * What changed since the line was added, in sentences (Decision 13, docs/product.md): 'Price changed
   * from $0.01 to $8.99', 'No longer on the menu', a choice no longer offered, a group to answer.
   */
  notice?: string;
}

export interface CartView {
  lines: ShownLine[];
  /** What checkout orders: the lines still on the menu, with their totals (the §3 `Cart` shape). */
  order: Cart;
}

function noticeOf(line: CartLineState): string | undefined {
  if (line.offMenu) return 'No longer on the menu';
  const notices = [
    line.choicesGone && `No longer offered, so taken out: ${line.choicesGone.join(', ')}.`,
    line.needsChoice && `Choose a ${line.needsChoice.toLowerCase()} to order this: edit the line.`,
    line.previousPrice !== undefined &&
      `Price changed from ${formatPrice(line.previousPrice)} to ${formatPrice(unitPrice(line.food, line.options))}`,
  ];
  return notices.filter(Boolean).join(' ') || undefined;
}

function labelOf(line: CartLineState, lines: readonly CartLineState[]): string {
  const { name, id } = line.food;
  if (lines.filter((other) => other.food.id === id).length < 2) return name;
  const choices = line.options?.map((option) => option.choice).join(', ');
  return `${name} (${choices || (line.note ? `note: ${line.note}` : 'as it comes')})`;
}

/** A line the server would take: on the menu, every required group answered. */
const orderable = (line: CartLineState) => !line.offMenu && !line.needsChoice;

/**
 * Decision 13 (docs/product.md): a dish no longer on the menu has no price the server would charge,
 * and a line with a group left to answer would be refused, so each is shown with its notice but left
 * out of the order and its totals.
 */
export const selectCartView = createSelector([selectCartLines], (items): CartView => ({
  lines: items.map((line) => ({
    ...toCartItem(line),
    key: lineKey(line),
    label: labelOf(line, items),
    offMenu: line.offMenu === true,
    ...(line.needsChoice ? { needsChoice: line.needsChoice } : {}),
    notice: noticeOf(line),
  })),
  order: toCart({ items: items.filter(orderable) }),
}));
