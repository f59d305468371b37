import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAYMENT_FAILED_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import { asServed, demoAccount, storedUser } from '@/testing/fixtures';
import { expectPressable, expectSubmitting } from '@/testing/story-forms';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { expectPendingPage, findToast, pageHeading } from '@/testing/story-queries';
import { loggedInAs, pendingOrder } from '@/testing/story-sessions';
import { storyMapTiles } from '@/testing/story-tiles';

const ordered = SEED_FOODS.slice(0, 2);
const cart = { items: ordered.map((food) => ({ food: asServed(food), quantity: 1 })) };
const shopper = demoAccount('shopper');

/**
 * The shopper checked out (a pending order in the mock db) and still has the cart; maps get local
 * tiles. Paying, and opening the page with no pending order or one that cannot be loaded, leave the
 * page: Flows/Form outcomes.
 */
const meta = {
  title: 'Pages/Payment',
  component: AppPage,
  parameters: {
    url: '/payment',
    storage: { cart },
    msw: { handlers: { tiles: [storyMapTiles] } },
    ...pageParameters(),
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkedOut = [loggedInAs('shopper'), pendingOrder(ordered)];

const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Pay now — demo, no real charge' });

/**
 * Opened directly while the pending order is still loading (its call never answers): the header,
 * the route's pending page and the Loading overlay over it.
 */
export const Loading: Story = {
  parameters: {
    storage: { user: storedUser() },
    msw: {
      handlers: { pending: [http.get('*/api/orders/newOrderForCurrentUser', () => delay('infinite'))] },
    },
  },
  play: async ({ canvasElement }) => {
    await expectPendingPage(canvasElement);
    await expect(within(canvasElement).getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const Loaded: Story = {
  tags: ['desktop-picture'],
  beforeEach: checkedOut,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Order Summary')).toBeVisible();
    const delivery = within(page.getByRole('region', { name: 'Delivery' }));
    await expect(delivery.getByText(shopper.name)).toBeVisible();
    const table = within(delivery.getByRole('table', { name: 'Order items' }));
    for (const food of ordered) await expect(table.getByText(food.name)).toBeVisible();
    const shipping = page.getByRole('region', { name: 'Shipping address' });
    await expect(within(shipping).getByText('Coordinates: 52.52000° N, 13.40500° E')).toBeVisible();
    await expect(page.getByText(/no money moves/)).toBeVisible();
    await expectPressable(payButton(canvasElement));
  },
};

/** The payment call never answers: Pay now stays busy under the Loading overlay. */
export const Submitting: Story = {
  beforeEach: checkedOut,
  parameters: { msw: { handlers: { pending: [http.post('*/api/orders/pay', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Order Summary');
    await userEvent.click(payButton(canvasElement));
    await expectSubmitting(canvasElement, 'Pay now — demo, no real charge');
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Order Summary' }),
    ).toBeVisible();
  },
};

export const PaymentFails: Story = {
  tags: ['desktop-picture'],
  beforeEach: checkedOut,
  parameters: { msw: { handlers: { scenario: scenarios['payment-fails'].handlers } } },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Order Summary');
    await userEvent.click(payButton(canvasElement));
    const toast = await findToast(canvasElement, 'Payment Failed');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent(`Payment Failed${PAYMENT_FAILED_MESSAGE}`);
    // The press's button keeps the focus through the call: the keyboard is where it was.
    await waitFor(async () => expectPressable(payButton(canvasElement)));
    await expect(payButton(canvasElement)).toHaveFocus();
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

/** Loaded in the phone layout. */
export const Phone: Story = { ...Loaded, globals: at('phone'), tags: ['!test'] };
