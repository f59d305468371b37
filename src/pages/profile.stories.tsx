import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERRORS } from '@mocks/http/responses';
import { SEED_USERS } from '@mocks/seed';
import { demoAccount } from '@/testing/fixtures';
import { expectPressable, expectSubmitting, replace } from '@/testing/story-forms';
import { AppPage, pageParameters } from '@/testing/story-page';
import { findToast, pageHeading } from '@/testing/story-queries';
import { loggedInAs } from '@/testing/story-sessions';
import { at } from '@/testing/story-viewports';

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

export const ReadMode: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Profile')).toBeVisible();
    await expect(page.getByRole('img', { name: `Profile picture of ${shopper.name}` })).toBeVisible();
    await expect(page.getByLabelText('Name')).toBeDisabled();
    await expect(page.getByLabelText('Name')).toHaveValue(shopper.name);
    await expect(page.getByLabelText('Email')).toHaveValue(shopper.email);
    await expect(page.getByLabelText('Address')).toHaveValue(shopper.address);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeEnabled();
  },
};

/** Edit pressed: the form 'Update Details', filled with the shopper's details, untouched. */
export const EditMode: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement }) => {
    const page = await edit(canvasElement);
    await expect(page.getByLabelText('Name')).toBeEnabled();
    await expect(page.getByLabelText('Name')).toHaveValue(shopper.name);
    await expect(page.getByLabelText('Email')).toHaveValue(shopper.email);
    await expect(page.getByLabelText('Address')).toHaveValue(shopper.address);
    await expectPressable(page.getByRole('button', { name: 'Update' }));
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Update pressed with a short name, an invalid email and no address: each field says what is wrong. */
export const InvalidFields: Story = {
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
    await expect(page.getByLabelText('Email')).toHaveValue('sam@');
    await expect(page.getByLabelText('Address')).toHaveAccessibleDescription('This field is required');
    await waitFor(async () => expect(page.getByLabelText('Name')).toHaveFocus());
  },
};

/** The update call never answers: Update stays busy under the Loading overlay, the edit kept. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post('*/api/users/update', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const page = await edit(canvasElement);
    await replace(page.getByLabelText('Name'), 'Samantha Shopper');
    await userEvent.click(page.getByRole('button', { name: 'Update' }));
    await expectSubmitting(canvasElement, 'Update');
    await expect(page.getByLabelText('Name')).toHaveValue('Samantha Shopper');
    await expect(page.getByRole('heading', { level: 1, name: 'Update Details' })).toBeVisible();
  },
};

export const UpdateFailed: Story = {
  play: async ({ canvasElement }) => {
    const page = await edit(canvasElement);
    await replace(page.getByLabelText('Email'), demoAccount('admin').email);
    // Sent with Enter, as a keyboard user would: the focus stays on Email through the call.
    await userEvent.keyboard('{Enter}');
    const toast = await findToast(canvasElement, 'Update Failed');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent(`Update Failed${ERRORS.emailTaken}`);
    // Still editing, so the shopper can correct the email.
    await expect(page.getByRole('heading', { level: 1, name: 'Update Details' })).toBeVisible();
    await expect(page.getByLabelText('Email')).toHaveValue(demoAccount('admin').email);
    await waitFor(async () => expectPressable(page.getByRole('button', { name: 'Update' })));
    await expect(page.getByLabelText('Email')).toHaveFocus();
  },
};

/** Saved: back in read mode with the new name, in the header too, and the success toast. */
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

/** ReadMode in the phone layout. */
export const Phone: Story = { ...ReadMode, globals: at('phone'), tags: ['!test'] };

/** EditMode on a phone: the form and its two buttons in the phone layout. */
export const PhoneEditMode: Story = { ...EditMode, globals: at('phone'), tags: ['!test'] };
