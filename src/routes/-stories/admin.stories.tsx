import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SERVER_DOWN_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_ORDERS } from '@mocks/seed';
import { demoAccount, storedUser } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { pageHeading } from '@/testing/story-queries';
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
    ).toEqual(['Date', 'Customer', 'Status', 'Items', 'Total']);
    await expect(rows).toHaveLength(newestFirst.length);
    const shopper = demoAccount('shopper');
    for (const [index, order] of newestFirst.entries()) {
      const row = within(rows[index]!);
      await expect(row.getByRole('rowheader')).toHaveTextContent(formatDate(order.createdAt));
      await expect(row.getByText(shopper.name, { exact: false })).toHaveTextContent(shopper.email);
      await expect(row.getByText(formatPrice(order.totalPrice))).toBeVisible();
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

export const LoggedOutGoesToLogin: Story = {
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, 'Login')).toBeVisible();
    const register = within(canvasElement).getByRole('link', { name: 'Register Here' });
    await expect(register).toHaveAttribute('href', '/register?returnUrl=%2Fadmin');
  },
};

export const LoadFailed: Story = {
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
