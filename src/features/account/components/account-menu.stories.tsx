import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '@/components/layout/header';
import { storedUser } from '@/testing/fixtures';
import { AccountMenu } from './account-menu';

/** The menu where users meet it: in the header (Components/Layout/Header has the header's own states). */
const meta = {
  title: 'Components/Account/AccountMenu',
  tags: ['autodocs'],
  component: AccountMenu,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ minHeight: 280 }}>
      <Header cartCount={0} account={<AccountMenu />} />
    </div>
  ),
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const shopper = storedUser();
const admin = storedUser({ name: 'Ada Admin', email: 'admin@foodstore.test', isAdmin: true });

async function openMenu(canvasElement: HTMLElement, name: string) {
  const header = within(canvasElement);
  const button = header.getByRole('button', { name: `${name}, account menu` });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  await waitFor(async () => expect(button).toHaveAttribute('aria-expanded', 'true'));
  return within(await header.findByRole('list', { name: 'Account' }));
}

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?returnUrl=%2F');
    await expect(header.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  },
};

export const ShopperMenuOpen: Story = {
  parameters: { storage: { user: shopper } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, shopper.name);
    await expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'Orders',
      'Logout',
    ]);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashbord');
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(menu.queryByRole('link', { name: 'Admin Page' })).not.toBeInTheDocument();
  },
};

export const AdminMenuOpen: Story = {
  parameters: { storage: { user: admin } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, admin.name);
    await expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'Orders',
      'Admin Page',
      'Logout',
    ]);
    await expect(menu.getByRole('link', { name: 'Admin Page' })).toHaveAttribute('href', '/admin');
  },
};

export const ClosedWithEscape: Story = {
  parameters: { storage: { user: shopper } },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, shopper.name);
    await userEvent.keyboard('{Escape}');
    const button = within(canvasElement).getByRole('button', { name: `${shopper.name}, account menu` });
    await waitFor(async () => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(async () => expect(button).toHaveFocus());
    await expect(within(canvasElement).queryByRole('list', { name: 'Account' })).not.toBeInTheDocument();
  },
};

export const LoggedOutFromTheMenu: Story = {
  parameters: { storage: { user: shopper } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, shopper.name);
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    await expect(await within(canvasElement).findByRole('link', { name: 'Login' })).toBeVisible();
  },
};

/** On the narrowest phone the open menu stays on the screen, every item a full-size target. */
export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  parameters: { storage: { user: admin } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, admin.name);
    const box = within(canvasElement).getByRole('list', { name: 'Account' }).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const item of [...menu.getAllByRole('link'), menu.getByRole('button', { name: 'Logout' })]) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
