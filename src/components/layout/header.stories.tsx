import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountMenu } from '@/features/account/components/account-menu';
import { storedUser } from '@/testing/fixtures';
import { at } from '@/testing/story-viewports';
import { Header } from './header';

const meta = {
  title: 'Components/Layout/Header',
  tags: ['autodocs'],
  component: Header,
  parameters: { layout: 'fullscreen' },
  // The account slot as the root layout fills it: Login, or the user's menu once stored as logged in.
  args: { cartCount: 0, account: <AccountMenu /> },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const longName = 'Maximiliana Alexandra Featherstonehaugh-Worthington';

/** One row of the header's own height (global.css --header-height): everything centred on one line. */
async function expectOneRow(canvasElement: HTMLElement, parts: HTMLElement[]) {
  const header = within(canvasElement).getByRole('banner');
  await expect(header.getBoundingClientRect().height).toBe(64);
  const centre = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    return box.top + box.height / 2;
  };
  for (const part of parts) await expect(Math.abs(centre(part) - centre(header))).toBeLessThanOrEqual(4);
}

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

/** A phone with a full cart and a long name: still one row, the cart and the account as icons. */
export const PhoneFullCartLongName: Story = {
  globals: at('smallPhone'),
  args: { cartCount: 20 },
  parameters: { storage: { user: storedUser({ name: longName }) } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    const brand = header.getByRole('link', { name: 'Food Store!' });
    const cart = header.getByRole('link', { name: 'Cart, 20 items' });
    const account = header.getByRole('button', { name: `${longName}, account menu` });
    await expectOneRow(canvasElement, [brand, cart, account]);
    await expect(cart).toHaveTextContent('20');
    await expect(header.getByText('Cart')).not.toBeVisible();
    await expect(header.getByText(longName)).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Logged out on the narrowest phone: brand, cart and Login in one row. */
export const PhoneLoggedOut: Story = {
  globals: at('smallPhone'),
  args: { cartCount: 3 },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await expectOneRow(canvasElement, [
      header.getByRole('link', { name: 'Food Store!' }),
      header.getByRole('link', { name: 'Cart, 3 items' }),
      header.getByRole('link', { name: 'Login' }),
    ]);
  },
};

/**
 * Where there is room for the name (a 700px header, so at tablet width whatever the test runs at),
 * a long one ends in an ellipsis instead of wrapping the header.
 */
export const LongNameEllipsis: Story = {
  globals: at('tablet'),
  args: { cartCount: 2 },
  decorators: [
    (Story) => (
      <div style={{ width: 700 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { storage: { user: storedUser({ name: longName }) } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    const name = header.getByText(longName);
    await expect(name).toBeVisible();
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expectOneRow(canvasElement, [
      header.getByRole('link', { name: 'Cart, 2 items' }),
      header.getByRole('button', { name: `${longName}, account menu` }),
    ]);
  },
};
