import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { SEED_FOODS, SEED_ORDERS } from '@mocks/seed';
import { asServed, demoAccount, storedUser } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { findLoadingOverlay, pageHeading } from '@/testing/story-queries';
import { loggedInAs } from '@/testing/story-sessions';
import { at } from '@/testing/story-viewports';

const tilesOf = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .filter((link) => link.closest('main'))
    .map((link) => link.textContent);

const ordersTile = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: 'Orders' }).closest('li')!;

/** The dashboard summarises the user's orders from the mock API, so the user logs in there. */
const meta = {
  title: 'Pages/Dashboard',
  component: AppPage,
  parameters: { url: '/dashbord', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shopper: Story = {
  tags: ['desktop-picture'],
  parameters: { storage: { cart: { items: [{ food: asServed(SEED_FOODS[0]!), quantity: 2 }] } } },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    const shopper = demoAccount('shopper');
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, `Hello, ${shopper.name}`)).toBeVisible();
    await expect(tilesOf(canvasElement)).toEqual(['Orders', 'Profile', 'Cart']);
    await waitFor(async () =>
      expect(ordersTile(canvasElement)).toHaveTextContent(
        `${SEED_ORDERS.length} orders; the last one is delivered.`,
      ),
    );
    await expect(page.getByText(shopper.email)).toBeVisible();
    await expect(page.getByText('2 items waiting.')).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Admin area' })).not.toBeInTheDocument();
  },
};

export const Admin: Story = {
  tags: ['desktop-picture'],
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

/**
 * The orders call never answers: the tiles are there at once (they need no data), the Orders tile
 * says what it holds in general, and the Loading overlay is up.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: { pending: [http.get('*/api/orders', () => delay('infinite'))] } } },
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, `Hello, ${demoAccount('shopper').name}`)).toBeVisible();
    await expect(await findLoadingOverlay(canvasElement)).toBeVisible();
    await expect(tilesOf(canvasElement)).toEqual(['Orders', 'Profile', 'Cart']);
    await expect(ordersTile(canvasElement)).toHaveTextContent('Your order history.');
  },
};

/** Every call fails: the tiles still show, and the Orders tile says the orders could not be loaded. */
export const ServerDown: Story = {
  parameters: {
    storage: { user: storedUser() },
    msw: { handlers: { scenario: scenarios['server-down'].handlers } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, `Hello, ${storedUser().name}`)).toBeVisible();
    await waitFor(() => expect(page.queryByText('Loading...')).toBeNull());
    await expect(tilesOf(canvasElement)).toEqual(['Orders', 'Profile', 'Cart']);
    await expect(ordersTile(canvasElement)).toHaveTextContent('Your orders could not be loaded just now.');
  },
};

/** A server without order history: the tiles show, and the Orders tile says the server lacks it. */
export const ServerWithoutOrders: Story = {
  parameters: {
    storage: { user: storedUser() },
    msw: { handlers: { scenario: scenarios['no-extensions'].handlers } },
  },
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, `Hello, ${storedUser().name}`)).toBeVisible();
    await waitFor(() =>
      expect(ordersTile(canvasElement)).toHaveTextContent('This server does not offer this yet.'),
    );
    await expect(tilesOf(canvasElement)).toEqual(['Orders', 'Profile', 'Cart']);
  },
};

/** Shopper in the phone layout. */
export const Phone: Story = { ...Shopper, globals: at('phone'), tags: ['!test'] };
