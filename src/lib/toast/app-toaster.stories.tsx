import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNTS } from '@mocks/demo-accounts';
import { ERRORS } from '@mocks/http/responses';
import { AppToaster } from './app-toaster';
import { notify } from './notify';

const email = DEMO_ACCOUNTS[0]!.email;

/** Toasts are raised by calls, not rendered by props: each story raises its toast in `play`. */
const meta = {
  title: 'UI/Toasts',
  component: AppToaster,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessToast: Story = {
  play: async ({ canvasElement }) => {
    notify.success('Login Successful', `Welcome to FoodStore ${email}!`);
    const toast = await within(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent(`Login Successful`);
    await expect(toast).toHaveTextContent(`Welcome to FoodStore ${email}!`);
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    notify.error('Login Failed', ERRORS.wrongCredentials);
    const toast = await within(canvasElement).findByRole('alert');
    await expect(toast).toHaveTextContent(`Login Failed${ERRORS.wrongCredentials}`);
  },
};

export const NewestOnTop: Story = {
  play: async ({ canvasElement }) => {
    notify.success('Update Successful', `Welcome to FoodStore ${email}!`);
    notify.error('Cart', 'We could not place your order. Please try again.');
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    await waitFor(async () => {
      const titles = canvas.getAllByText(/^(Update Successful|Cart)$/).map((title) => title.textContent);
      await expect(titles).toEqual(['Cart', 'Update Successful']);
    });
  },
};
