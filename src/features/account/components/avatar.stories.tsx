import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './avatar';

const meta = {
  title: 'Components/Account/Avatar',
  tags: ['autodocs'],
  component: Avatar,
  decorators: [
    (Story) => (
      <div style={{ width: 96 }}>
        <Story />
      </div>
    ),
  ],
  args: { name: 'Sam Shopper' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstAndLastInitial: Story = {
  args: { name: 'Sam Taylor Shopper' },
  play: async ({ canvasElement, args }) => {
    const picture = within(canvasElement).getByRole('img', { name: `Profile picture of ${args.name}` });
    await expect(picture).toHaveTextContent('SS');
  },
};

export const OneName: Story = {
  args: { name: 'ada' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Profile picture of ada' }),
    ).toHaveTextContent(/^A$/);
  },
};

/** A user without a name is shown by email: one word, its first letter. */
export const EmailOnly: Story = {
  args: { name: 'shopper@foodstore.test' },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', {
      name: 'Profile picture of shopper@foodstore.test',
    });
    await expect(picture).toHaveTextContent(/^S$/);
  },
};
