import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { SERVER_DOWN_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_ORDERS } from '@mocks/seed';
import { demoAccount, storedUser } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { expectPendingPage, pageHeading } from '@/testing/story-queries';
import { loggedInAs } from '@/testing/story-sessions';
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

/** AllOrders on a phone: the same checks, in the phone layout (and nothing scrolls sideways). */
export const Phone: Story = { ...AllOrders, globals: at('phone') };
