import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './star-rating';

const meta = {
  title: 'Components/UI/StarRating',
  tags: ['autodocs'],
  component: StarRating,
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 0.5 } } },
  play: async ({ canvasElement, args }) => {
    const stars = within(canvasElement).getByRole('img', { name: `Rated ${args.rating} out of 5` });
    await expect(stars.querySelectorAll('[data-fill="full"]')).toHaveLength(Math.floor(args.rating));
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zero: Story = { args: { rating: 0 } };

export const TwoAndAHalf: Story = {
  args: { rating: 2.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-fill="half"]')).toHaveLength(1);
  },
};

export const Four: Story = { args: { rating: 4 } };

export const Five: Story = { args: { rating: 5 } };
