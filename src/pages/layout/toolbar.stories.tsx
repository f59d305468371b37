import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import { MAX_CART_QUANTITY } from '@contract/rules';
import { demoAccount } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';

/**
 * The toolbar's scenario, role and cart (.storybook/toolbar.ts) as a designer picks them, and a
 * story's own state winning over them. Tests only: hidden from the sidebar.
 */
const meta = {
  title: 'Pages/Toolbar',
  component: AppPage,
  tags: ['!dev', '!autodocs'],
  parameters: { url: '/', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuHeading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { name });

export const ScenarioPicked: Story = {
  globals: { scenario: 'server-down' },
  play: async ({ canvasElement }) => {
    await expect(await menuHeading(canvasElement, 'The menu could not be loaded')).toBeVisible();
  },
};

export const StoryHandlersWin: Story = {
  globals: { scenario: 'server-down' },
  parameters: { msw: { handlers: scenarios['empty-catalogue'].handlers } },
  play: async ({ canvasElement }) => {
    await expect(await menuHeading(canvasElement, 'The menu is empty right now')).toBeVisible();
  },
};

export const AdminWithAFewDishes: Story = {
  tags: ['desktop-picture'],
  globals: { role: 'admin', cart: 'few' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const { name } = demoAccount('admin');
    await expect(await page.findByRole('button', { name: `${name}, account menu` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
  },
};

export const ShopperWithAFullCart: Story = {
  tags: ['desktop-picture'],
  globals: { role: 'shopper', cart: 'full' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const { name } = demoAccount('shopper');
    await expect(await page.findByRole('button', { name: `${name}, account menu` })).toBeVisible();
    const items = SEED_FOODS.length * MAX_CART_QUANTITY;
    await expect(page.getByRole('link', { name: `Cart, ${items} items` })).toBeVisible();
  },
};

export const StoryCartWins: Story = {
  globals: { cart: 'full' },
  parameters: { storage: { cart: { items: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Cart' })).toBeVisible();
  },
};
