import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'Components/UI/LoadingOverlay',
  tags: ['autodocs'],
  component: LoadingOverlay,
  parameters: {
    layout: 'fullscreen',
    // The overlay is fixed to the window: inline on the docs page it would cover the page or show
    // nothing, so each story gets a frame of its own.
    docs: { story: { inline: false, height: '320px' } },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  args: { visible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
