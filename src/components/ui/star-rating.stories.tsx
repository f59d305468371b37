import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './star-rating';

const meta = {
  title: 'Components/UI/StarRating',
  tags: ['autodocs'],
  component: StarRating,
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 0.5 } } },
  // The drawing itself (full, half and empty stars) is checked by the story's screenshot.
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: `Rated ${args.rating} out of 5` }),
    ).toBeVisible();
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zero: Story = { args: { rating: 0 } };

export const TwoAndAHalf: Story = { args: { rating: 2.5 } };

export const Four: Story = { args: { rating: 4 } };

export const Five: Story = { args: { rating: 5 } };
