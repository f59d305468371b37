import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SEED_FOODS, SEED_ORDERS } from '@mocks/seed';
import { asServed, demoAccount } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { pageHeading } from '@/testing/story-queries';
import { loggedInAs } from '@/testing/story-sessions';

const tilesOf = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .filter((link) => link.closest('main'))
    .map((link) => link.textContent);

/** The dashboard summarises the user's orders from the mock API, so the user logs in there. */
const meta = {
  title: 'Pages/Dashboard',
  component: AppPage,
  parameters: { url: '/dashbord', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shopper: Story = {
  parameters: { storage: { cart: { items: [{ food: asServed(SEED_FOODS[0]!), quantity: 2 }] } } },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    const shopper = demoAccount('shopper');
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, `Hello, ${shopper.name}`)).toBeVisible();
    await expect(tilesOf(canvasElement)).toEqual(['Orders', 'Profile', 'Cart']);
    await waitFor(async () => {
      const orders = page.getByRole('link', { name: 'Orders' }).closest('li')!;
      await expect(orders).toHaveTextContent(`${SEED_ORDERS.length} orders; the last one is delivered.`);
    });
    await expect(page.getByText(shopper.email)).toBeVisible();
    await expect(page.getByText('2 items waiting.')).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Admin area' })).not.toBeInTheDocument();
  },
};

export const Admin: Story = {
  beforeEach: loggedInAs('admin'),
  play: async ({ canvasElement }) => {
    const admin = demoAccount('admin');
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, `Hello, ${admin.name}`)).toBeVisible();
    await expect(tilesOf(canvasElement)).toEqual(['Orders', 'Profile', 'Cart', 'Admin area']);
    await expect(page.getByRole('link', { name: 'Admin area' })).toHaveAttribute('href', '/admin');
    await expect(await page.findByText('No orders yet.')).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  },
};
