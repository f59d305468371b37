import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERRORS } from '@mocks/http/responses';
import { SEED_USERS } from '@mocks/seed';
import { demoAccount } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { findToast, pageHeading } from '@/testing/story-queries';
import { loggedInAs } from '@/testing/story-sessions';

const shopper = SEED_USERS.find((user) => user.email === demoAccount('shopper').email)!;

/** Profile updates go to the mock API, so the shopper logs in there rather than as a stored user. */
const meta = {
  title: 'Pages/Profile',
  component: AppPage,
  parameters: { url: '/profile', ...pageParameters() },
  beforeEach: loggedInAs('shopper'),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function edit(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await pageHeading(canvasElement, 'Profile');
  await userEvent.click(page.getByRole('button', { name: 'Edit' }));
  await expect(await pageHeading(canvasElement, 'Update Details')).toBeVisible();
  return page;
}

async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

export const ReadMode: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Profile')).toBeVisible();
    await expect(page.getByRole('img', { name: `Profile picture of ${shopper.name}` })).toBeVisible();
    await expect(page.getByLabelText('Name')).toBeDisabled();
    await expect(page.getByLabelText('Name')).toHaveValue(shopper.name);
    await expect(page.getByLabelText('Email')).toHaveValue(shopper.email);
    await expect(page.getByLabelText('Address')).toHaveValue(shopper.address);
  },
};

export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const page = await edit(canvasElement);
    await expect(page.getByLabelText('Name')).toBeEnabled();
    await expect(page.getByLabelText('Email')).toHaveValue(shopper.email);
    await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const ErrorsAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const page = await edit(canvasElement);
    await replace(page.getByLabelText('Name'), 'Sam');
    await replace(page.getByLabelText('Email'), 'sam@');
    await replace(page.getByLabelText('Address'), '');
    await expect(page.queryByText('Minimum length is 5')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Update' }));
    await waitFor(async () =>
      expect(page.getByLabelText('Name')).toHaveAccessibleDescription('Minimum length is 5'),
    );
    await expect(page.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    await expect(page.getByLabelText('Address')).toHaveAccessibleDescription('This field is required');
  },
};

export const UpdateFailed: Story = {
  play: async ({ canvasElement }) => {
    const page = await edit(canvasElement);
    await replace(page.getByLabelText('Email'), demoAccount('admin').email);
    await userEvent.click(page.getByRole('button', { name: 'Update' }));
    const toast = await findToast(canvasElement, 'Update Failed');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent(`Update Failed${ERRORS.emailTaken}`);
    // Still editing, so the shopper can correct the email.
    await expect(page.getByRole('heading', { level: 1, name: 'Update Details' })).toBeVisible();
  },
};

export const UpdateSuccessful: Story = {
  play: async ({ canvasElement }) => {
    const page = await edit(canvasElement);
    await replace(page.getByLabelText('Name'), 'Samantha Shopper');
    await userEvent.click(page.getByRole('button', { name: 'Update' }));
    const toast = await findToast(canvasElement, 'Update Successful');
    await expect(toast).toHaveTextContent(`Update SuccessfulWelcome to FoodStore ${shopper.email}!`);
    await expect(await pageHeading(canvasElement, 'Profile')).toBeVisible();
    await expect(page.getByLabelText('Name')).toHaveValue('Samantha Shopper');
    await expect(await page.findByRole('button', { name: 'Samantha Shopper, account menu' })).toBeVisible();
  },
};
