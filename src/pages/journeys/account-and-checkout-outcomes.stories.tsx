import { leastChoices } from '@contract/options';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PENDING_ORDER_FAILED_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import { asServed, demoAccount, storedUser } from '@/testing/fixtures';
import { NEWCOMER, submitLogin, submitRegistration } from '@/testing/story-forms';
import { AppPage, pageParameters } from '@/testing/story-page';
import { findToast, pageHeading } from '@/testing/story-queries';
import { loggedInAs, pendingOrder } from '@/testing/story-sessions';
import { pinTheMap } from '@/testing/story-steps';
import { storyMapTiles } from '@/testing/story-tiles';

const shopper = demoAccount('shopper');
const ordered = SEED_FOODS.slice(0, 2).map((food) => asServed(food));
// Each required group answered with its first choice, as the dish page would have it.
const cart = { items: ordered.map((food) => ({ food, quantity: 1, options: leastChoices(food) })) };

/**
 * What a form or a guard leads to when it sends the shopper on: each story starts on the page named
 * first and ends on the page it leads to, which is what it shows at rest. The pages' own states
 * are under Pages (Login, Register, Checkout, Payment).
 */
const meta = {
  title: 'Flows/Form outcomes',
  component: AppPage,
  parameters: {
    url: '/',
    // Checkout, payment and the order page draw maps: local tiles.
    msw: { handlers: { tiles: [storyMapTiles] } },
    ...pageParameters(),
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login from a page that sent the shopper there (the cart): welcomed, and back on that page. */
export const LoginSucceeds: Story = {
  name: 'Login succeeds → back where the shopper was',
  parameters: { url: '/login?returnUrl=%2Fcart-page' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await submitLogin(canvasElement, shopper.email, shopper.password);
    const toast = await findToast(canvasElement, 'Login Successful');
    await expect(toast).toHaveRole('status');
    await expect(toast).toHaveTextContent(`Login SuccessfulWelcome to FoodStore ${shopper.email}!`);
    // Back where the guard (or the Login link) came from.
    await expect(await pageHeading(canvasElement, 'Cart Page is Empty')).toBeVisible();
    await expect(await page.findByRole('button', { name: `${shopper.name}, account menu` })).toBeVisible();
  },
};

/** A new account: welcomed, logged in, on the menu. */
export const RegistrationSucceeds: Story = {
  name: 'Registration succeeds → the menu, logged in',
  parameters: { url: '/register' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await submitRegistration(canvasElement, NEWCOMER);
    const toast = await findToast(canvasElement, 'Registration Successful');
    await expect(toast).toHaveTextContent(`Registration SuccessfulWelcome to FoodStore ${NEWCOMER.Email}!`);
    await expect(await pageHeading(canvasElement, 'Our menu')).toBeVisible();
    await expect(await page.findByRole('button', { name: `${NEWCOMER.Name}, account menu` })).toBeVisible();
  },
};

/** The guard (docs/product.md §6): logged out, checkout sends the shopper to log in and back. */
export const CheckoutLoggedOut: Story = {
  name: 'Checkout while logged out → login',
  parameters: { url: '/checkout', storage: { cart } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Login')).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Order Form' })).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Register Here' })).toHaveAttribute(
      'href',
      '/register?returnUrl=%2Fcheckout',
    );
  },
};

/** Placing the order calls the mock API, so this shopper logs in there instead of being stored. */
export const OrderPlaced: Story = {
  name: 'Order placed → payment',
  parameters: { url: '/checkout', storage: { cart } },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Order Form');
    await pinTheMap(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Go to Payment' }));
    await expect(await pageHeading(canvasElement, 'Order Summary')).toBeVisible();
    const table = within(page.getByRole('table', { name: 'Order items' }));
    for (const food of ordered) await expect(table.getByText(food.name)).toBeVisible();
  },
};

/** The route's loader finds no pending order and goes back to checkout, which says why. */
export const NoPendingOrder: Story = {
  name: 'Payment without an order → back to checkout',
  parameters: {
    url: '/payment',
    storage: { user: storedUser(), cart },
    msw: { handlers: { scenario: scenarios['no-pending-order'].handlers } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Order Form')).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Order Summary' })).not.toBeInTheDocument();
    await expect(
      page.getByText('You have no order awaiting payment. Fill in the form below to place one.'),
    ).toBeVisible();
  },
};

/**
 * The order was placed, but loading it fails: back on the Order Form as sent (the cart, the name and
 * address typed, the pin), which says why and that ordering again replaces it.
 */
export const OrderCannotBeLoaded: Story = {
  name: 'Payment cannot load the order → back to checkout',
  parameters: {
    url: '/checkout',
    storage: { cart },
    msw: { handlers: { scenario: scenarios['pending-order-fails'].handlers } },
  },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Order Form');
    await userEvent.clear(page.getByLabelText('Address'));
    await userEvent.type(page.getByLabelText('Address'), '5 Delivery Road');
    await pinTheMap(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Go to Payment' }));
    await expect(
      await page.findByText(
        `Your order could not be loaded. ${PENDING_ORDER_FAILED_MESSAGE} Go to Payment places it again and replaces the earlier one, so nothing is ordered twice.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Form' })).toBeVisible();
    await expect(page.getByLabelText('Address')).toHaveValue('5 Delivery Road');
    await expect(page.getByText(/^Selected location: /)).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Order Summary' })).not.toBeInTheDocument();
  },
};

/** Paying the pending order: the paid order's page, and the cart emptied. */
export const Paid: Story = {
  tags: ['desktop-picture'],
  name: 'Paid → the paid order',
  parameters: { url: '/payment', storage: { cart } },
  beforeEach: [loggedInAs('shopper'), pendingOrder(SEED_FOODS.slice(0, 2))],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Order Summary');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Pay now — demo, no real charge' }));
    const toast = await findToast(canvasElement, 'Payment Successful');
    await expect(toast).toHaveTextContent('Payment SuccessfulDemo payment: nothing was charged.');
    await expect(await pageHeading(canvasElement, /^Order from /)).toBeVisible();
    const details = within(page.getByRole('region', { name: 'Details' }));
    await expect(details.getAllByText('Paid')[0]).toBeVisible();
    await expect(details.getByText(/^DEMO-\w+ \(demo, nothing charged\)$/)).toBeVisible();
    await expect(await page.findByRole('link', { name: 'Cart' })).toBeVisible();
  },
};
