import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { seedFood } from '@/testing/fixtures';
import { FoodDetails } from './food-details';

const meta = {
  title: 'Foods/FoodDetails',
  component: FoodDetails,
  args: {
    food: seedFood((food) => food.favorite && food.tags.length > 0 && food.cookTime !== ''),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof FoodDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Favourite: Story = {
  play: async ({ canvasElement, args }) => {
    const { food } = args;
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: food.name })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Favourite' })).toBeVisible();
    await expect(page.getByText(`Time to cook about ${food.cookTime} minutes`)).toBeVisible();
    const tag = within(page.getByRole('list', { name: 'Tags' })).getByRole('link', { name: food.tags[0] });
    await expect(tag).toHaveAttribute('href', `/tag/${encodeURIComponent(food.tags[0]!)}`);
    await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(food);
  },
};

export const NoOriginsOrTags: Story = {
  args: { food: seedFood((food) => !food.favorite, { origins: [], tags: [] }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    await expect(page.getByRole('img', { name: 'Not a favourite' })).toBeVisible();
  },
};
