import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERRORS } from '@mocks/http/responses';
import { scenarios } from '@mocks/scenarios';
import { AppPage, pageParameters } from '@/testing/story-page';
import { findToast, pageHeading } from '@/testing/story-queries';

const meta = {
  title: 'Pages/Register',
  component: AppPage,
  parameters: { url: '/register', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const newcomer = {
  Name: 'Nora Newcomer',
  Email: 'nora@example.com',
  Password: 'secret1',
  'Confirm Password': 'secret1',
  Address: '7 Orchard Road, Springfield',
};

async function register(canvasElement: HTMLElement, values: Partial<typeof newcomer>) {
  const page = within(canvasElement);
  await pageHeading(canvasElement, 'Register');
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(page.getByLabelText(label), value);
  }
  await userEvent.click(page.getByRole('button', { name: 'Register' }));
}

export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Register')).toBeVisible();
    for (const label of Object.keys(newcomer)) await expect(page.getByLabelText(label)).toHaveValue('');
    await expect(page.queryByText('This field is required')).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Login Here' })).toHaveAttribute('href', '/login');
  },
};

export const ErrorsAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await register(canvasElement, {
      Name: 'Al',
      Email: 'al.example.com',
      Password: 'abc',
      'Confirm Password': 'abd',
    });
    await waitFor(async () =>
      expect(page.getByLabelText('Name')).toHaveAccessibleDescription('Minimum length is 5'),
    );
    await expect(page.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    await expect(page.getByLabelText('Password')).toHaveAccessibleDescription('Minimum length is 5');
    await expect(page.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      "Password doesn't match",
    );
    await expect(page.getByLabelText('Address')).toHaveAccessibleDescription('This field is required');
    await waitFor(async () => expect(page.getByLabelText('Name')).toHaveFocus());
  },
};

export const EmailTaken: Story = {
  parameters: { msw: { handlers: scenarios['register-email-taken'].handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await register(canvasElement, newcomer);
    const toast = await findToast(canvasElement, 'Registration Failed');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent(`Registration Failed${ERRORS.emailTaken}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await register(canvasElement, newcomer);
    const toast = await findToast(canvasElement, 'Registration Successful');
    await expect(toast).toHaveTextContent(`Registration SuccessfulWelcome to FoodStore ${newcomer.Email}!`);
    await expect(await pageHeading(canvasElement, 'Our menu')).toBeVisible();
    await expect(await page.findByRole('button', { name: `${newcomer.Name}, account menu` })).toBeVisible();
  },
};
