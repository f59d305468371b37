import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SERVER_DOWN_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_FOODS, SEED_ORDERS } from '@mocks/seed';
import { asServed, lifeStepAt, orderReached, storedUser } from '@/testing/fixtures';
import { expectPressable } from '@/testing/story-forms';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { expectPendingPage, pageHeading } from '@/testing/story-queries';
import { loggedInAs, pendingOrder, registeredShopper } from '@/testing/story-sessions';
import { storyMapTiles } from '@/testing/story-tiles';
import type { Food, Order, OrderStatus } from '@contract/types';
import { formatDate } from '@/utils/format-date';
import { formatPrice } from '@/utils/format-price';

/** The demo shopper's seeded history (a delivered and a paid order), newest first as the page lists it. */
const history = [...SEED_ORDERS].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const newest = history[0]!;
const STATUS_LABELS: Record<OrderStatus, string> = {
  NEW: 'Awaiting payment',
  PAID: 'Paid',
  PREPARING: 'Being prepared',
  SHIPPED: 'On its way',
  DELIVERED: 'Delivered',
  CANCELED: 'Canceled',
  REFUNDED: 'Refunded',
};
// The seeded orders have statuses the app knows.
const labelOf = (order: (typeof history)[number]) => STATUS_LABELS[order.status as OrderStatus];
/** The newest order's two dishes, and the menu since it was delivered: the first costs $1 more, the second is gone. */
const [dearer, retired] = newest.items.map((item) => item.food) as [Food, Food];
const menuSince = SEED_FOODS.filter((food) => food.id !== retired.id).map((food) =>
  asServed(food, food.id === dearer.id ? { price: food.price + 1 } : {}),
);
const changedMenu = { menu: [http.get('*/api/foods', () => HttpResponse.json(menuSince))] };

const CANCEL_REFUSAL = 'This order is already being prepared and can no longer be canceled.';
/** Whether the refused cancel's story has had its order move on (the kitchen started meanwhile). */
const kitchen = { started: false };

const meta = {
  title: 'Pages/Orders',
  component: AppPage,
  parameters: { url: '/orders', msw: { handlers: { tiles: [storyMapTiles] } }, ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  tags: ['desktop-picture'],
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Your orders')).toBeVisible();
    const rows = within(page.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(history.length);
    for (const [index, order] of history.entries()) {
      const row = within(rows[index]!);
      const link = row.getByRole('link', { name: `Order from ${formatDate(order.createdAt)}` });
      await expect(link).toHaveAttribute('href', `/orders/${order.id}`);
      await expect(row.getByText(labelOf(order))).toBeVisible();
      await expect(row.getByText(formatPrice(order.totalPrice))).toBeVisible();
      await expect(row.getByRole('button', { name: 'Order again' })).toBeVisible();
    }
  },
};

/** An order placed and not paid yet: it can be paid from the list. */
export const AwaitingPayment: Story = {
  beforeEach: [loggedInAs('shopper'), pendingOrder()],
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, 'Your orders')).toBeVisible();
    const list = within(canvasElement).getByRole('list', { name: 'Orders' });
    const [newestRow] = within(list).getAllByRole('listitem');
    const row = within(newestRow!);
    await expect(row.getByText('Awaiting payment')).toBeVisible();
    await expect(row.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
    await expect(await row.findByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      '/payment',
    );
    await expect(within(canvasElement).getAllByRole('link', { name: 'Continue to payment' })).toHaveLength(1);
  },
};

export const Empty: Story = {
  tags: ['desktop-picture'],
  beforeEach: registeredShopper(),
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, 'No orders yet')).toBeVisible();
    const page = within(canvasElement);
    await expect(page.getByText('Your orders will be listed here once you have placed one.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/');
  },
};

/** The list never answers: the page's pending state under the Loading overlay, for as long as anyone looks. */
export const Loading: Story = {
  parameters: { msw: { handlers: { pending: [http.get('*/api/orders', () => delay('infinite'))] } } },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => expectPendingPage(canvasElement),
};

export const ServerDown: Story = {
  parameters: {
    storage: { user: storedUser() },
    msw: { handlers: { scenario: scenarios['server-down'].handlers } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Your orders could not be loaded')).toBeVisible();
    await expect(page.getByText(SERVER_DOWN_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A server without order history (the spec's ten calls only): the page is there, the call is not. */
export const ServerWithoutOrders: Story = {
  parameters: {
    storage: { user: storedUser() },
    msw: { handlers: { scenario: scenarios['no-extensions'].handlers } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Your orders could not be loaded')).toBeVisible();
    await expect(page.getByText('This server does not offer this yet (404).')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const OneOrder: Story = {
  tags: ['desktop-picture'],
  parameters: { url: `/orders/${newest.id}` },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`),
    ).toBeVisible();
    const details = within(page.getByRole('region', { name: 'Details' }));
    // The status first; the timeline's last step says it too.
    await expect(details.getAllByText(labelOf(newest))[0]).toBeVisible();
    await expect(details.getByText(newest.address)).toBeVisible();
    await expect(details.getByText(`${newest.paymentId} (demo, nothing charged)`)).toBeVisible();
    const table = within(details.getByRole('table', { name: 'Order items' }));
    for (const item of newest.items) await expect(table.getByText(item.food.name)).toBeVisible();
    await expect(table.getByText(formatPrice(newest.totalPrice), { selector: 'tfoot td' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery address' })).toBeVisible();
  },
};

/** One order that never answers: its pending state under the Loading overlay. */
export const OneOrderLoading: Story = {
  parameters: {
    url: `/orders/${newest.id}`,
    msw: { handlers: { pending: [http.get('*/api/orders/track/:id', () => delay('infinite'))] } },
  },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => expectPendingPage(canvasElement),
};

export const OneOrderServerDown: Story = {
  parameters: {
    url: `/orders/${newest.id}`,
    storage: { user: storedUser() },
    msw: { handlers: { scenario: scenarios['server-down'].handlers } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'This order could not be loaded')).toBeVisible();
    await expect(page.getByText(SERVER_DOWN_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** One order from a server without the order calls: its 404 is Express's page, not 'Order not found'. */
export const OneOrderServerWithoutOrders: Story = {
  parameters: {
    url: `/orders/${newest.id}`,
    storage: { user: storedUser() },
    msw: { handlers: { scenario: scenarios['no-extensions'].handlers } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'This order could not be loaded')).toBeVisible();
    await expect(page.getByText('This server does not offer this yet (404).')).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Order not found' })).not.toBeInTheDocument();
  },
};

export const OrderNotFound: Story = {
  parameters: { url: '/orders/no-such-order' },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, 'Order not found')).toBeVisible();
    const back = within(canvasElement).getByRole('link', { name: 'Back to your orders' });
    await expect(back).toHaveAttribute('href', '/orders');
  },
};

/**
 * 'Order again' on a delivered order (docs/product.md §4), with the menu changed since: the shopper
 * lands on the cart, which says which price changed and which dish is gone.
 */
export const OrderAgain: Story = {
  parameters: { url: `/orders/${newest.id}`, msw: { handlers: changedMenu } },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`);
    await userEvent.click(page.getByRole('button', { name: 'Order again' }));
    await expect(await pageHeading(canvasElement, 'Cart Page')).toBeVisible();
    await expect(
      await page.findByText(
        `Price changed from ${formatPrice(dearer.price)} to ${formatPrice(dearer.price + 1)}`,
      ),
    ).toBeVisible();
    await expect(page.getByText('No longer on the menu')).toBeVisible();
  },
};

/** 'Order again' from the list, onto a cart that holds 4 of one of its dishes: that line stops at 5. */
export const OrderAgainFromTheList: Story = {
  // The same line as the order's: the same dish with the same choices.
  parameters: {
    storage: {
      cart: { items: [{ food: asServed(dearer), quantity: 4, options: newest.items[0]!.options }] },
    },
  },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Your orders');
    const [newestRow] = within(page.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    await userEvent.click(within(newestRow!).getByRole('button', { name: 'Order again' }));
    await expect(await pageHeading(canvasElement, 'Cart Page')).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Quantity of ${dearer.name}` })).toHaveValue('5');
    const [, again] = newest.items;
    await expect(page.getByRole('combobox', { name: `Quantity of ${retired.name}` })).toHaveValue(
      String(again!.quantity),
    );
  },
};

/**
 * The newest seeded order answered as `current()` says: by its page's call, and by the history the
 * order news fetches again every few seconds while an order is active. Left to the seed's 'delivered'
 * there, a story slower than that refresh told the shopper it was delivered.
 */
const newestAnsweredAs = (current: () => Order) => [
  http.get(`*/api/orders/track/${newest.id}`, () => HttpResponse.json(current())),
  http.get('*/api/orders', () =>
    HttpResponse.json(history.map((order) => (order.id === newest.id ? current() : order))),
  ),
];

/** The newest seeded order as having reached the last of `steps`. */
const lifeOf = (steps: OrderStatus[], options?: { history: boolean }) => {
  const reached = orderReached(newest, steps, options);
  return { url: `/orders/${newest.id}`, msw: { handlers: { life: newestAnsweredAs(() => reached) } } };
};

const progressOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Progress' }));

/** Paid and not yet being prepared: the timeline with the steps to come and the estimate, and 'Cancel order'. */
export const OneOrderPaid: Story = {
  parameters: lifeOf(['PAID']),
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`);
    const progress = progressOf(canvasElement);
    await expect(progress.getByText('Paid').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(progress.getByText('Delivered')).toBeVisible();
    const page = within(canvasElement);
    await expect(page.getByText('Estimated delivery:')).toHaveTextContent(formatDate(lifeStepAt(4)));
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  },
};

/** 'Cancel order' asks once more, in the page. */
export const OneOrderCancelAsked: Story = {
  tags: ['desktop-picture'],
  ...OneOrderPaid,
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Cancel order' }));
    const question = page.getByRole('group', {
      name: 'Cancel this order? The demo payment is refunded; nothing was charged.',
    });
    await expectPressable(within(question).getByRole('button', { name: 'Yes, cancel the order' }));
    await expect(within(question).getByRole('button', { name: 'Keep the order' })).toBeEnabled();
  },
};

/** The kitchen started meanwhile: the server's sentence, and the order as it now is. */
export const OneOrderCancelRefused: Story = {
  parameters: {
    url: `/orders/${newest.id}`,
    msw: {
      handlers: {
        life: [
          ...newestAnsweredAs(() => orderReached(newest, kitchen.started ? ['PAID', 'PREPARING'] : ['PAID'])),
          http.post(`*/api/orders/${newest.id}/cancel`, () => {
            kitchen.started = true;
            return new HttpResponse(CANCEL_REFUSAL, {
              status: 409,
              headers: { 'Content-Type': 'text/plain' },
            });
          }),
        ],
      },
    },
  },
  beforeEach: [
    loggedInAs('shopper'),
    () => {
      kitchen.started = false;
    },
  ],
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes, cancel the order' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(CANCEL_REFUSAL);
    await expect(await progressOf(canvasElement).findByText(formatDate(lifeStepAt(1)))).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    // The news of the step the page has just seen, as a toast, on every page.
    await expect(await within(document.body).findByText('Your order is being prepared')).toBeInTheDocument();
  },
};

export const OneOrderBeingPrepared: Story = {
  parameters: lifeOf(['PAID', 'PREPARING']),
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`);
    const step = progressOf(canvasElement).getByText('Being prepared').closest('li');
    await expect(step).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

export const OneOrderOnItsWay: Story = {
  parameters: lifeOf(['PAID', 'PREPARING', 'SHIPPED']),
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`);
    const step = progressOf(canvasElement).getByText('On its way').closest('li');
    await expect(step).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).getByText('Estimated delivery:')).toBeVisible();
  },
};

export const OneOrderDelivered: Story = {
  parameters: lifeOf(['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED']),
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`);
    const step = progressOf(canvasElement).getByText('Delivered').closest('li');
    await expect(step).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).queryByText(/Estimated delivery/)).toBeNull();
  },
};

export const OneOrderRefunded: Story = {
  parameters: lifeOf(['PAID', 'CANCELED', 'REFUNDED']),
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`);
    const steps = within(within(canvasElement).getByRole('list', { name: 'Progress' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(steps).toEqual([
      `Paid${formatDate(lifeStepAt(0))}`,
      `Canceled${formatDate(lifeStepAt(1))}`,
      `Refunded${formatDate(lifeStepAt(2))}`,
    ]);
  },
};

/** A server that sends no history: the status alone, as before the order life. */
export const OneOrderWithoutHistory: Story = {
  parameters: lifeOf(['PAID', 'PREPARING'], { history: false }),
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, `Order from ${formatDate(newest.createdAt)}`);
    const details = within(within(canvasElement).getByRole('region', { name: 'Details' }));
    await expect(details.getByText('Being prepared')).toBeVisible();
    await expect(details.queryByRole('list', { name: 'Progress' })).toBeNull();
  },
};

/** Several in the phone layout. */
export const Phone: Story = { ...Several, globals: at('phone'), tags: ['!test'] };

export const ServerWithoutOrdersPhone: Story = {
  ...ServerWithoutOrders,
  globals: at('phone'),
  tags: ['!test'],
};

export const OneOrderPhone: Story = { ...OneOrder, globals: at('phone'), tags: ['!test'] };
