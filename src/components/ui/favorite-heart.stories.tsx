import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FavoriteHeart } from './favorite-heart';

const meta = {
  title: 'Components/UI/FavoriteHeart',
  tags: ['autodocs'],
  component: FavoriteHeart,
} satisfies Meta<typeof FavoriteHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  args: { favorite: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Favourite' })).toBeVisible();
  },
};

export const Off: Story = {
  args: { favorite: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Not a favourite' })).toBeVisible();
  },
};
