/**
 * What the dish, cart and checkout pages do to the cart's lines: add, edit, change the quantity,
 * remove, and price them from the menu. Loaded with those pages, not with the home page: each action's
 * reducer joins the cart's as this module loads (handleLater in cart-slice.ts).
 */
import { createAction } from '@reduxjs/toolkit';
import { isRequired, pricedChoices } from '@contract/options';
import { unitPrice } from '@contract/order-line';
import type { ChosenOption, Food } from '@contract/types';
import {
  clampQuantity,
  handleLater,
  identityOf,
  lineOf,
  type CartLineState,
  type CartState,
  type LineInput,
} from './cart-slice';

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

export const lineAdded = createAction<LineInput>('cart/lineAdded');
/**
 * A line edited on the dish page: it takes the new choices and note and keeps its place and
 * quantity. Edited into a line the cart has already, the two become one, quantities added.
 */
export const lineEdited = createAction<{ key: string; line: LineInput }>('cart/lineEdited');
export const quantityChanged = createAction<{ key: string; quantity: number }>('cart/quantityChanged');
export const lineRemoved = createAction<string>('cart/lineRemoved');
/**
 * The menu arrived: each line takes the dish as the server sells it now, noting a price that
 * changed, a dish that is gone, a choice no longer offered and a group left to answer (Decision 13,
 * docs/product.md). A menu that changes nothing leaves the state as it was, so it can be dispatched
 * whenever the lines or the menu change.
 */
export const cartRefreshed = createAction<readonly Food[]>('cart/cartRefreshed');

handleLater(lineAdded, (state, action) => {
  // docs/product.md §4: adding a dish already in the cart (the same choices and note) does nothing.
  const line = lineOf(action.payload, 1);
  if (state.items.some((item) => identityOf(item) === identityOf(line))) return;
  state.items.push(line);
});

handleLater(lineEdited, (state, action) => {
  const edited = lineWithKey(state, action.payload.key);
  if (!edited) return;
  const line = lineOf(action.payload.line, edited.quantity);
  const same = state.items.find((item) => item !== edited && identityOf(item) === identityOf(line));
  if (same) {
    same.quantity = clampQuantity(same.quantity + edited.quantity);
    state.items = state.items.filter((item) => item !== edited);
  } else state.items[state.items.indexOf(edited)] = line;
});

handleLater(quantityChanged, (state, action) => {
  const line = lineWithKey(state, action.payload.key);
  // A quantity that is not a number (NaN from a forged event) changes nothing.
  if (line && Number.isFinite(action.payload.quantity))
    line.quantity = clampQuantity(action.payload.quantity);
});

handleLater(lineRemoved, (state, action) => {
  state.items = state.items.filter((item) => lineKey(item) !== action.payload);
});

handleLater(cartRefreshed, (state, action) => {
  const menu = new Map(action.payload.map((food) => [food.id, food]));
  for (const line of state.items) {
    const current = menu.get(line.food.id);
    if (!current) {
      line.offMenu = true;
      continue;
    }
    delete line.offMenu;
    // A second change still reports the price first seen; a change back ends the notice.
    const seen = line.previousPrice ?? unitPrice(line.food, line.options);
    refreshChoices(line, current);
    line.food = current;
    if (unitPrice(current, line.options) === seen) delete line.previousPrice;
    else line.previousPrice = seen;
  }
});
