import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_DOWN_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_ORDERS } from '@mocks/seed';
import { demoAccount, storedUser } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { expectPendingPage, findToast, pageHeading } from '@/testing/story-queries';
import { loggedInAs, shopperOrdersAt } from '@/testing/story-sessions';
import { formatDate } from '@/utils/format-date';
import { formatPrice } from '@/utils/format-price';

const newestFirst = [...SEED_ORDERS].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const meta = {
  title: 'Pages/Admin',
  component: AppPage,
  parameters: { url: '/admin', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOrders: Story = {
  tags: ['desktop-picture'],
  beforeEach: loggedInAs('admin'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Admin area')).toBeVisible();
    const table = await page.findByRole('table', { name: 'All orders, newest first' });
    const [header, ...rows] = within(table).getAllByRole('row');
    await expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Customer', 'Status', 'Items', 'Total', 'Actions']);
    await expect(rows).toHaveLength(newestFirst.length);
    const shopper = demoAccount('shopper');
    for (const [index, order] of newestFirst.entries()) {
      const row = within(rows[index]!);
      await expect(row.getByRole('rowheader')).toHaveTextContent(formatDate(order.createdAt));
      await expect(row.getByText(shopper.name, { exact: false })).toHaveTextContent(shopper.email);
      await expect(row.getByText(formatPrice(order.totalPrice))).toBeVisible();
      // Delivered: nothing left to do.
      await expect(row.queryByRole('button')).not.toBeInTheDocument();
    }
  },
};

/** The rows of the admin list, once it is there: newest first. */
async function orderRows(canvasElement: HTMLElement) {
  await pageHeading(canvasElement, 'Admin area');
  const table = await within(canvasElement).findByRole('table', { name: 'All orders, newest first' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row));
}

const buttonNames = (row: { queryAllByRole: (role: 'button') => HTMLElement[] }) =>
  row.queryAllByRole('button').map((button) => button.textContent);

/** An order at each step of its life, each offering the admin its next step and 'Cancel order'. */
export const Actionable: Story = {
  tags: ['desktop-picture'],
  beforeEach: [loggedInAs('admin'), shopperOrdersAt('SHIPPED', 'PREPARING', 'PAID')],
  play: async ({ canvasElement }) => {
    const [paid, preparing, shipped, ...delivered] = await orderRows(canvasElement);
    await expect(paid!.getByText('Paid')).toBeVisible();
    await expect(buttonNames(paid!)).toEqual(['Mark as being prepared', 'Cancel order']);
    await expect(preparing!.getByText('Being prepared')).toBeVisible();
    await expect(buttonNames(preparing!)).toEqual(['Mark as on its way', 'Cancel order']);
    await expect(shipped!.getByText('On its way')).toBeVisible();
    await expect(buttonNames(shipped!)).toEqual(['Mark as delivered', 'Cancel order']);
    await expect(delivered).toHaveLength(newestFirst.length);
    for (const row of delivered) await expect(buttonNames(row)).toEqual([]);
  },
};

/** The smallest phone: each order a card, its actions at its foot, nothing wider than the screen. */
export const ActionableSmallPhone: Story = { ...Actionable, globals: at('smallPhone') };

/** 'Mark as being prepared': the row shows the new status and offers the next step; a toast says so. */
export const MovedOn: Story = {
  beforeEach: [loggedInAs('admin'), shopperOrdersAt('PAID')],
  play: async ({ canvasElement }) => {
    const [row] = await orderRows(canvasElement);
    await userEvent.click(row!.getByRole('button', { name: 'Mark as being prepared' }));
    await expect(await row!.findByText('Being prepared')).toBeVisible();
    await expect(await findToast(canvasElement, 'Order updated')).toHaveTextContent(
      `${demoAccount('shopper').name}'s order: Being prepared.`,
    );
    await expect(row!.getByRole('button', { name: 'Mark as on its way' })).toBeVisible();
  },
};

/** 'Cancel order' asks first, in the row; the focus moves to 'Keep order'. */
export const CancelAsksFirst: Story = {
  tags: ['desktop-picture'],
  beforeEach: [loggedInAs('admin'), shopperOrdersAt('PAID')],
  play: async ({ canvasElement }) => {
    const [row] = await orderRows(canvasElement);
    await userEvent.click(row!.getByRole('button', { name: 'Cancel order' }));
    await expect(row!.getByText('Cancel this order? This cannot be undone.')).toBeVisible();
    await expect(row!.getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await expect(row!.getByRole('button', { name: 'Yes, cancel order' })).toBeVisible();
  },
};

/** Canceled: a paid order is refunded (the demo payment), and nothing is left to do with it. */
export const Canceled: Story = {
  beforeEach: [loggedInAs('admin'), shopperOrdersAt('PREPARING')],
  play: async ({ canvasElement }) => {
    const [row] = await orderRows(canvasElement);
    await userEvent.click(row!.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(await row!.findByRole('button', { name: 'Yes, cancel order' }));
    await expect(await row!.findByText('Refunded')).toBeVisible();
    await waitFor(() => expect(row!.queryByRole('button')).not.toBeInTheDocument());
    await expect(await findToast(canvasElement, 'Order updated')).toBeVisible();
  },
};

const REFUSAL = 'This order was canceled and can no longer be changed.';

/** The server refuses (the order changed meanwhile): its sentence, in a toast. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        refusal: [
          http.post(
            '*/api/admin/orders/:id/status',
            () => new HttpResponse(REFUSAL, { status: 409, headers: { 'Content-Type': 'text/plain' } }),
          ),
        ],
      },
    },
  },
  beforeEach: [loggedInAs('admin'), shopperOrdersAt('PAID')],
  play: async ({ canvasElement }) => {
    const [row] = await orderRows(canvasElement);
    await userEvent.click(row!.getByRole('button', { name: 'Mark as being prepared' }));
    await expect(await findToast(canvasElement, 'Order not changed')).toHaveTextContent(REFUSAL);
    await expect(row!.getByText('Paid')).toBeVisible();
  },
};

/** Logged in, but not an admin (decision 1 in docs/product.md): told so, not shown the orders. */
export const Shopper: Story = {
  parameters: { storage: { user: storedUser() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Not allowed')).toBeVisible();
    await expect(page.getByText(/This page is for administrators only/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** No order placed yet by anyone: the admin list call answers []. */
export const NoOrders: Story = {
  parameters: {
    msw: { handlers: { orders: [http.get('*/api/admin/orders', () => HttpResponse.json([]))] } },
  },
  beforeEach: loggedInAs('admin'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Admin area')).toBeVisible();
    await expect(await page.findByText('No orders have been placed yet.')).toBeVisible();
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The list never answers: the page's pending state under the Loading overlay, for as long as anyone looks. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { pending: [http.get('*/api/admin/orders', () => delay('infinite'))] } },
  },
  beforeEach: loggedInAs('admin'),
  play: async ({ canvasElement }) => expectPendingPage(canvasElement),
};

export const ServerDown: Story = {
  parameters: {
    storage: { user: storedUser({ name: 'Ada Admin', isAdmin: true }) },
    msw: { handlers: scenarios['server-down'].handlers },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Admin area')).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'The orders could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByText(SERVER_DOWN_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A server without the admin list (the spec's ten calls only): the area is there, the call is not. */
export const ServerWithoutTheList: Story = {
  parameters: {
    storage: { user: storedUser({ name: 'Ada Admin', isAdmin: true }) },
    msw: { handlers: scenarios['no-extensions'].handlers },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Admin area')).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'The orders could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByText('This server does not offer this yet (404).')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};

/** AllOrders in the phone layout. */
export const Phone: Story = { ...AllOrders, globals: at('phone'), tags: ['!test'] };
