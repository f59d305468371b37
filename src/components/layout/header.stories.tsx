import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountMenu } from '@/features/account/components/account-menu';
import { storedUser } from '@/testing/fixtures';
import { Header } from './header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  // The account slot as the root layout fills it: Login, or the user's menu once stored as logged in.
  args: { cartCount: 0, account: <AccountMenu /> },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCartLoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart-page');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?returnUrl=%2F');
  },
};

export const WithCartCount: Story = {
  args: { cartCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');
  },
};

export const OneItem: Story = {
  args: { cartCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  parameters: { storage: { user: storedUser() } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await expect(header.getByRole('button', { name: 'Sam Shopper, account menu' })).toBeVisible();
    await expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  },
};

export const AdminMenuOpen: Story = {
  parameters: { storage: { user: storedUser({ name: 'Ada Admin', isAdmin: true }) } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await userEvent.click(header.getByRole('button', { name: 'Ada Admin, account menu' }));
    const menu = within(await header.findByRole('list', { name: 'Account' }));
    await expect(menu.getByRole('link', { name: 'Admin Page' })).toHaveAttribute('href', '/admin');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};
