import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SEED_FOODS } from '@mocks/seed';
import { storedUser } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { findToast, pageHeading } from '@/testing/story-queries';

const dish = SEED_FOODS[0]!;

/** Where browsing leads: stories that start on one page and end on another. */
const meta = {
  title: 'Flows/Browse outcomes',
  component: AppPage,
  parameters: { url: '/', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dish page → 'Add to Cart' → the cart, holding that dish. */
export const DishAddedToCart: Story = {
  parameters: { url: `/food/${dish.id}` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, dish.name);
    await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
    await expect(await pageHeading(canvasElement, 'Cart Page')).toBeVisible();
    const lines = within(page.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(1);
    await expect(within(lines[0]!).getByRole('link', { name: dish.name })).toBeVisible();
    const cart = await page.findByRole('link', { name: 'Cart, 1 item' });
    await expect(cart).toHaveAttribute('aria-current', 'page');
  },
};

/** The admin area, logged out → the login page, which comes back to the admin area afterwards. */
export const AdminLoggedOutGoesToLogin: Story = {
  parameters: { url: '/admin' },
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, 'Login')).toBeVisible();
    const register = within(canvasElement).getByRole('link', { name: 'Register Here' });
    await expect(register).toHaveAttribute('href', '/register?returnUrl=%2Fadmin');
  },
};

/**
 * The browser still holds a session the server no longer knows (storedUser()'s token): opening the
 * orders gets a 401, which ends the session with the 'Session expired' toast and the login page,
 * which comes back to the orders afterwards.
 */
export const SessionExpired: Story = {
  parameters: { url: '/orders', storage: { user: storedUser() } },
  play: async ({ canvasElement }) => {
    const toast = await findToast(canvasElement, 'Session expired');
    await expect(toast).toHaveTextContent('Please log in again.');
    await expect(await pageHeading(canvasElement, 'Login')).toBeVisible();
    const register = within(canvasElement).getByRole('link', { name: 'Register Here' });
    await expect(register).toHaveAttribute('href', '/register?returnUrl=%2Forders');
    await expect(within(canvasElement).getByRole('link', { name: 'Login' })).toBeVisible();
  },
};
