/**
 * The stages of a shopper's journeys, for the stepped stories under Flows: each acts as a shopper
 * would (the header, links, buttons, fields) and checks what the shopper then sees, waiting on it.
 * The flows, and their phone variants, put them together instead of copying play code.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nameMatches } from '@contract/search';
import type { Food } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import { expectPressable, type Registration, replace, submitRegistration } from './story-forms';
import { dishCards, findToast, pageHeading } from './story-queries';

const cartLinkName = (count: number) =>
  count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The menu is there, the whole of it, and the header says who is logged in (or offers Login). */
export async function seeTheMenu(
  canvasElement: HTMLElement,
  { dishes, account }: { dishes: number; account?: string },
) {
  const page = within(canvasElement);
  await expect(await pageHeading(canvasElement, 'Our menu')).toBeVisible();
  await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(dishes));
  if (account)
    await expect(await page.findByRole('button', { name: `${account}, account menu` })).toBeVisible();
  else await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Searches the menu from the search box and sees only the dishes whose names match. */
export async function searchTheMenu(canvasElement: HTMLElement, term: string, menu: readonly Food[]) {
  const box = await within(canvasElement).findByRole('searchbox', { name: 'Search food' });
  await replace(box, `${term}{Enter}`);
  await expect(await pageHeading(canvasElement, `Results for “${term}”`)).toBeVisible();
  const matching = menu.filter((food) => nameMatches(food.name, term));
  await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(matching.length));
}

/** Opens a dish from its card on the menu (or results) and sees its page. */
export async function openDish(canvasElement: HTMLElement, dish: Food) {
  const grid = await within(canvasElement).findByRole('list', { name: 'Dishes' });
  await userEvent.click(within(grid).getByRole('link', { name: dish.name }));
  await expect(await pageHeading(canvasElement, dish.name)).toBeVisible();
  await expect(within(canvasElement).getByText(formatPrice(dish.price), { selector: 'p' })).toBeVisible();
}

/**
 * Adds the open dish to the cart, which opens the cart with the dish in it. Each group the dish must
 * have answered (a size, a spice level) gets its first choice first, as a shopper in a hurry would.
 */
export async function addToCart(canvasElement: HTMLElement, dish: Food, cartCount: number) {
  const page = within(canvasElement);
  const form = within(page.getByRole('form', { name: `Order ${dish.name}` }));
  for (const group of form.queryAllByRole('group')) {
    if (within(group).queryByText(/^Required/))
      await userEvent.click(within(group).getAllByRole('radio')[0]!);
  }
  await userEvent.click(form.getByRole('button', { name: 'Add to Cart' }));
  await expect(await pageHeading(canvasElement, 'Cart Page')).toBeVisible();
  await expect(page.getByRole('link', { name: dish.name })).toBeVisible();
  await expect(await page.findByRole('link', { name: cartLinkName(cartCount) })).toBeVisible();
}

/** Changes a line's quantity in the cart and sees the count and the total follow. */
export async function changeQuantity(
  canvasElement: HTMLElement,
  dish: Food,
  quantity: number,
  expected: { count: number; total: number },
) {
  const page = within(canvasElement);
  await userEvent.selectOptions(
    page.getByRole('combobox', { name: `Quantity of ${dish.name}` }),
    String(quantity),
  );
  const summary = within(page.getByRole('region', { name: 'Summary' }));
  await expect(await summary.findByText(String(expected.count))).toBeVisible();
  await expect(summary.getByText(formatPrice(expected.total))).toBeVisible();
  await expect(await page.findByRole('link', { name: cartLinkName(expected.count) })).toBeVisible();
}

/** From the cart to the Order Form, prefilled with the shopper's delivery details and the total. */
export async function proceedToCheckout(
  canvasElement: HTMLElement,
  expected: { name: string; address: string; total: number },
) {
  const page = within(canvasElement);
  await userEvent.click(page.getByRole('link', { name: 'Proceed to Checkout' }));
  await expect(await pageHeading(canvasElement, 'Order Form')).toBeVisible();
  await expect(page.getByLabelText('Name')).toHaveValue(expected.name);
  await expect(page.getByLabelText('Address')).toHaveValue(expected.address);
  const table = within(page.getByRole('table', { name: 'Order items' }));
  await expect(table.getByRole('row', { name: /Total/ })).toHaveTextContent(formatPrice(expected.total));
}

/** Replaces the Order Form's delivery address. */
export async function deliverTo(canvasElement: HTMLElement, address: string) {
  const field = within(canvasElement).getByLabelText('Address');
  await replace(field, address);
  await expect(field).toHaveValue(address);
}

/**
 * Pins the delivery point: Enter on the focused map puts the pin at its centre (the keyboard way,
 * and steady in any browser), once no request is in flight.
 */
export async function pinTheMap(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await waitFor(() => expect(page.queryByText('Loading...')).toBeNull());
  await userEvent.click(await page.findByRole('application', { name: 'Location map' }));
  await userEvent.keyboard('{Enter}');
  await expect(await page.findByRole('button', { name: 'Selected location pin' })).toBeVisible();
  // By its words: a request starting now (the menu's price check) puts the Loading status up too.
  await expect(await page.findByText(/^Selected location: /)).toHaveRole('status');
}

/** Places the order and sees its summary, with what is to be delivered where, ready to pay. */
export async function goToPayment(
  canvasElement: HTMLElement,
  expected: { name: string; address: string; dish: Food; total: number },
) {
  const page = within(canvasElement);
  await userEvent.click(page.getByRole('button', { name: 'Go to Payment' }));
  await expect(await pageHeading(canvasElement, 'Order Summary')).toBeVisible();
  const delivery = within(page.getByRole('region', { name: 'Delivery' }));
  await expect(delivery.getByText(expected.name)).toBeVisible();
  await expect(delivery.getByText(expected.address)).toBeVisible();
  const table = within(delivery.getByRole('table', { name: 'Order items' }));
  await expect(table.getByText(expected.dish.name)).toBeVisible();
  await expect(table.getByRole('row', { name: /Total/ })).toHaveTextContent(formatPrice(expected.total));
  await expectPressable(page.getByRole('button', { name: 'Pay now — demo, no real charge' }));
}

/** Pays, and lands on the paid order: its status, what it holds, and an emptied cart. */
export async function payNow(canvasElement: HTMLElement, expected: { dish: Food; total: number }) {
  const page = within(canvasElement);
  await userEvent.click(page.getByRole('button', { name: 'Pay now — demo, no real charge' }));
  const toast = await findToast(canvasElement, 'Payment Successful');
  await expect(toast).toHaveTextContent('Payment SuccessfulDemo payment: nothing was charged.');
  await expect(await pageHeading(canvasElement, /^Order from /)).toBeVisible();
  const details = within(page.getByRole('region', { name: 'Details' }));
  await expect(details.getAllByText('Paid')[0]).toBeVisible();
  const table = within(details.getByRole('table', { name: 'Order items' }));
  await expect(table.getByText(expected.dish.name)).toBeVisible();
  await expect(table.getByRole('row', { name: /Total/ })).toHaveTextContent(formatPrice(expected.total));
  await expect(await page.findByRole('link', { name: 'Cart' })).toBeVisible();
}

/** From the header's Login link to the registration form, as a visitor without an account. */
export async function openRegistration(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('link', { name: 'Login' }));
  await expect(await pageHeading(canvasElement, 'Login')).toBeVisible();
  await userEvent.click(page.getByRole('link', { name: 'Register Here' }));
  await expect(await pageHeading(canvasElement, 'Register')).toBeVisible();
}

/**
 * Fills in and sends the registration form, is welcomed, and (having read it) dismisses the
 * welcome, as the shopper is now logged in on the menu.
 */
export async function register(canvasElement: HTMLElement, newcomer: Registration) {
  const page = within(canvasElement);
  await submitRegistration(canvasElement, newcomer);
  const toast = await findToast(canvasElement, 'Registration Successful');
  await expect(toast).toHaveTextContent(`Registration SuccessfulWelcome to FoodStore ${newcomer.Email}!`);
  // The welcome is the only toast up: its close button is the one there.
  await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(page.queryByText('Registration Successful')).toBeNull());
}

/** Opens the header's account menu and one of its pages, and sees that page. */
export async function openFromAccountMenu(
  canvasElement: HTMLElement,
  account: string,
  item: string,
  heading: string,
) {
  const page = within(canvasElement);
  const button = await page.findByRole('button', { name: `${account}, account menu` });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = within(page.getByRole('list', { name: 'Account' }));
  await userEvent.click(menu.getByRole('link', { name: item }));
  await expect(await pageHeading(canvasElement, heading)).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

/** The profile in read mode shows these details. */
export async function seeProfile(
  canvasElement: HTMLElement,
  details: { name: string; email: string; address: string },
) {
  const page = within(canvasElement);
  await expect(await pageHeading(canvasElement, 'Profile')).toBeVisible();
  await expect(page.getByLabelText('Name')).toHaveValue(details.name);
  await expect(page.getByLabelText('Email')).toHaveValue(details.email);
  await expect(page.getByLabelText('Address')).toHaveValue(details.address);
}

/** Edits the profile's name and address and saves them: welcomed again, back in read mode. */
export async function editProfile(
  canvasElement: HTMLElement,
  changes: { name: string; address: string },
  email: string,
) {
  const page = within(canvasElement);
  await userEvent.click(page.getByRole('button', { name: 'Edit' }));
  await expect(await pageHeading(canvasElement, 'Update Details')).toBeVisible();
  await replace(page.getByLabelText('Name'), changes.name);
  await replace(page.getByLabelText('Address'), changes.address);
  await userEvent.click(page.getByRole('button', { name: 'Update' }));
  const toast = await findToast(canvasElement, 'Update Successful');
  await expect(toast).toHaveTextContent(`Update SuccessfulWelcome to FoodStore ${email}!`);
}

/**
 * Filters the menu as the screen offers it: ticks each option in its group of the page's panel, or,
 * on a phone, in the sheet 'Filters' opens, shown with 'Show N dishes'. Then the count line says N.
 */
export async function filterTheMenu(
  canvasElement: HTMLElement,
  choices: { group: string; option: string }[],
  dishes: number,
) {
  const page = within(canvasElement);
  const count = `${dishes} ${dishes === 1 ? 'dish' : 'dishes'}`;
  // Shown on a phone only (a desktop shows the panel instead).
  const filtersButton = page.queryByRole('button', { name: 'Filters' });
  const onPhone = filtersButton !== null;
  if (filtersButton) await userEvent.click(filtersButton);
  const where = onPhone
    ? within(await page.findByRole('dialog', { name: 'Filters' }))
    : within(page.getByRole('region', { name: 'Filters' }));
  for (const { group, option } of choices)
    await userEvent.click(
      within(where.getByRole('group', { name: group })).getByRole('checkbox', { name: option }),
    );
  if (onPhone) {
    await userEvent.click(where.getByRole('button', { name: `Show ${count}` }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  }
  await waitFor(() =>
    expect(page.getAllByRole('status').some((line) => line.textContent === count)).toBe(true),
  );
  await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(dishes));
}
