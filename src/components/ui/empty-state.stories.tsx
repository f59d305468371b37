import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@tanstack/react-router';
import { expect, within } from 'storybook/test';
import buttons from './button.module.css';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/UI/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingFound: Story = {
  args: { title: 'Nothing Found', action: <Link to="/">Reset search</Link> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nothing Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reset search' })).toHaveAttribute('href', '/');
  },
};

export const FailedWithRetry: Story = {
  args: {
    title: 'The menu could not be loaded',
    children: 'The server is not responding. Please try again later.',
    action: (
      <button type="button" className={buttons.button}>
        Try again
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const state = within(canvasElement);
    await expect(state.getByText('The server is not responding. Please try again later.')).toBeVisible();
    await expect(state.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PageHeading: Story = {
  args: {
    headingLevel: 1,
    title: 'Item not found',
    action: <Link to="/">Back to home</Link>,
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Item not found' });
    await expect(heading).toBeVisible();
  },
};
