import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SEED_FOODS } from '@mocks/seed';
import { asServed } from '@/testing/fixtures';
import { dishCards } from '@/testing/story-queries';
import { FoodGrid } from './food-grid';

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
    await expect(await dishCards(canvasElement)).toHaveLength(SEED_FOODS.length);
  },
};

export const ThreeDishes: Story = {
  args: { foods: SEED_FOODS.slice(0, 3).map((food) => asServed(food)) },
  play: async ({ canvasElement }) => {
    await expect(await dishCards(canvasElement)).toHaveLength(3);
  },
};
