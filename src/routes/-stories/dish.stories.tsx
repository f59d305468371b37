import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SEED_FOODS } from '@mocks/seed';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';

const dish = SEED_FOODS[0]!;

const meta = {
  title: 'Pages/Dish',
  component: AppPage,
  parameters: { url: `/food/${dish.id}`, ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: dish.name })).toBeVisible();
    await expect(page.getByRole('img', { name: dish.name })).toBeVisible();
    await expect(page.getByText(dish.description!)).toBeVisible();
    const more = await page.findByRole('region', { name: 'More like this' });
    await expect(within(more).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
  },
};

export const AddedToCart: Story = {
  parameters: pageParameters(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add to Cart' }));
    const cart = await page.findByRole('link', { name: 'Cart, 1 item' });
    await expect(cart).toHaveAttribute('aria-current', 'page');
  },
};

export const NotFound: Story = {
  parameters: { url: '/food/no-such-dish' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** Loaded on a phone: the same checks, in the phone layout (and nothing scrolls sideways). */
export const Phone: Story = { ...Loaded, globals: at('phone') };
