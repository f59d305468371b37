import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNTS } from '@mocks/demo-accounts';
import { ERRORS } from '@mocks/http/responses';
import { AppToaster } from './app-toaster';
import { notify } from './notify';

const email = DEMO_ACCOUNTS[0]!.email;

/** Toasts are raised by calls, not rendered by props: each story raises its toast in `play`. */
const meta = {
  title: 'Components/UI/Toasts',
  tags: ['autodocs'],
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

/** The same title and message raised three times: one toast, shown afresh (docs/product.md, decision 4). */
export const RepeatShownOnce: Story = {
  play: async ({ canvasElement }) => {
    notify.error('Invalid inputs', 'Please fill in the form', { action: 'order' });
    notify.error('Invalid inputs', 'Please fill in the form', { action: 'order' });
    notify.error('Invalid inputs', 'Please fill in the form', { action: 'order' });
    notify.error('Location', 'Please select your address on the map', { action: 'order' });
    const canvas = within(canvasElement);
    // Toasts arrive in the order raised: with 'Location' up, the repeats have been handled.
    await canvas.findByText('Location');
    await expect(canvas.getAllByText('Invalid inputs')).toHaveLength(1);
  },
};

/** A success dismisses the failure of the same action still on screen. */
export const SuccessReplacesFailure: Story = {
  play: async ({ canvasElement }) => {
    notify.error('Login Failed', ERRORS.wrongCredentials, { action: 'login' });
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    notify.success('Login Successful', `Welcome to FoodStore ${email}!`, { action: 'login' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Login Successful');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};
