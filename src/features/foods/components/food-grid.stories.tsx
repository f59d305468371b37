import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { bigMenu } from '@mocks/scenarios/big-catalogue';
import { SEED_FOODS } from '@mocks/seed';
import { asServed } from '@/testing/fixtures';
import { dishCards } from '@/testing/story-queries';
import { FoodGrid, GRID_PAGE_SIZE } from './food-grid';

const meta = {
  title: 'Components/Foods/FoodGrid',
  tags: ['autodocs'],
  component: FoodGrid,
  args: { foods: SEED_FOODS.map((food) => asServed(food)) },
} satisfies Meta<typeof FoodGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeMenu: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(SEED_FOODS.length));
  },
};

export const ThreeDishes: Story = {
  args: { foods: SEED_FOODS.slice(0, 3).map((food) => asServed(food)) },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(3));
  },
};

/** A menu longer than a page, windowed: only the rows near the window are in the page. */
export const LongMenu: Story = {
  args: { foods: bigMenu(SEED_FOODS, 500).map((food) => asServed(food)) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(`Showing ${GRID_PAGE_SIZE} of 500 dishes`)).toBeVisible();
    // The windowing's code arrives lazily; then each dish says where it stands in the list.
    const dishes = await waitFor(async () => {
      const items = within(page.getByRole('list', { name: 'Dishes' })).getAllByRole('listitem');
      await expect(items[0]).toHaveAttribute('aria-setsize', String(GRID_PAGE_SIZE));
      return items;
    });
    await expect(dishes.length).toBeLessThan(GRID_PAGE_SIZE);
  },
};
