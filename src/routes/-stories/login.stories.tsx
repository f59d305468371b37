import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERRORS } from '@mocks/http/responses';
import { scenarios } from '@mocks/scenarios';
import { demoAccount } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { findToast, pageHeading } from '@/testing/story-queries';

const shopper = demoAccount('shopper');

const meta = {
  title: 'Pages/Login',
  component: AppPage,
  parameters: { url: '/login', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, email: string, password: string) {
  const page = within(canvasElement);
  await pageHeading(canvasElement, 'Login');
  await userEvent.type(page.getByLabelText('Email'), email);
  await userEvent.type(page.getByLabelText('Password'), password);
  await userEvent.click(page.getByRole('button', { name: 'Login' }));
}

export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Login')).toBeVisible();
    await expect(page.getByLabelText('Email')).toHaveValue('');
    await expect(page.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(page.queryByText('This field is required')).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Register Here' })).toHaveAttribute('href', '/register');
  },
};

export const ErrorsAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Login');
    await userEvent.click(page.getByRole('button', { name: 'Login' }));
    await expect(await page.findAllByText('This field is required')).toHaveLength(2);
    // The first invalid field takes the focus, so keyboard users land on it.
    await waitFor(async () => expect(page.getByLabelText('Email')).toHaveFocus());
    await expect(page.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    await userEvent.type(page.getByLabelText('Email'), 'not-an-email');
    await expect(await page.findByText('Invalid email')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post('*/api/auth/login', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillIn(canvasElement, shopper.email, shopper.password);
    await waitFor(async () => expect(page.getByRole('button', { name: 'Login' })).toBeDisabled());
    await expect(await page.findByRole('status')).toHaveTextContent('Loading...');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillIn(canvasElement, shopper.email, 'not-my-password');
    const toast = await findToast(canvasElement, 'Login Failed');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent(`Login Failed${ERRORS.wrongCredentials}`);
    await waitFor(async () => expect(page.getByRole('button', { name: 'Login' })).toBeEnabled());
  },
};

export const LoginFailsScenario: Story = {
  parameters: { msw: { handlers: scenarios['login-fails'].handlers } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, shopper.email, shopper.password);
    const toast = await findToast(canvasElement, 'Login Failed');
    await expect(toast).toHaveTextContent(`Login Failed${ERRORS.wrongCredentials}`);
  },
};

export const Success: Story = {
  parameters: { url: '/login?returnUrl=%2Fcart-page' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillIn(canvasElement, shopper.email, shopper.password);
    const toast = await findToast(canvasElement, 'Login Successful');
    await expect(toast).toHaveRole('status');
    await expect(toast).toHaveTextContent(`Login SuccessfulWelcome to FoodStore ${shopper.email}!`);
    // Back where the guard (or the Login link) came from.
    await expect(await pageHeading(canvasElement, 'Cart Page is Empty')).toBeVisible();
    await expect(await page.findByRole('button', { name: `${shopper.name}, account menu` })).toBeVisible();
  },
};
