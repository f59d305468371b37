import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERRORS } from '@mocks/http/responses';
import { scenarios } from '@mocks/scenarios';
import { demoAccount } from '@/testing/fixtures';
import { expectPressable, expectSubmitting, submitLogin } from '@/testing/story-forms';
import { AppPage, pageParameters } from '@/testing/story-page';
import { findToast, pageHeading } from '@/testing/story-queries';
import { at } from '@/testing/story-viewports';

const shopper = demoAccount('shopper');

/** The login page's states. Logging in successfully leaves the page: Flows/Form outcomes. */
const meta = {
  title: 'Pages/Login',
  component: AppPage,
  parameters: { url: '/login', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Login')).toBeVisible();
    await expect(page.getByLabelText('Email')).toHaveValue('');
    await expect(page.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(page.queryByText('This field is required')).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Register Here' })).toHaveAttribute('href', '/register');
  },
};

/** Login pressed on the empty form: both fields say so, and the first one has the focus. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await submitLogin(canvasElement, '', '');
    await expect(await page.findAllByText('This field is required')).toHaveLength(2);
    // The first invalid field takes the focus, so keyboard users land on it.
    await waitFor(async () => expect(page.getByLabelText('Email')).toHaveFocus());
    await expect(page.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
  },
};

/** Sent with an email that is no email: it stays in the field, with its message, and nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await submitLogin(canvasElement, 'not-an-email', shopper.password);
    const email = page.getByLabelText('Email');
    await waitFor(async () => expect(email).toHaveAccessibleDescription('Invalid email'));
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(email).toHaveValue('not-an-email');
    await expect(email).toHaveFocus();
    await expect(page.getByLabelText('Password')).not.toHaveAccessibleDescription();
    await expectPressable(page.getByRole('button', { name: 'Login' }));
  },
};

/** The login call never answers: Login stays busy under the Loading overlay. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post('*/api/auth/login', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await submitLogin(canvasElement, shopper.email, shopper.password);
    await expectSubmitting(canvasElement, 'Login');
    await expect(within(canvasElement).getByLabelText('Email')).toHaveValue(shopper.email);
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await submitLogin(canvasElement, shopper.email, 'not-my-password');
    const toast = await findToast(canvasElement, 'Login Failed');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent(`Login Failed${ERRORS.wrongCredentials}`);
    await waitFor(async () => expectPressable(page.getByRole('button', { name: 'Login' })));
  },
};

/** Sent with Enter from the password, as a keyboard user would: the focus stays in the field. */
export const LoginFailsScenario: Story = {
  tags: ['desktop-picture'],
  parameters: { msw: { handlers: scenarios['login-fails'].handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Login');
    await userEvent.type(page.getByLabelText('Email'), shopper.email);
    await userEvent.type(page.getByLabelText('Password'), `${shopper.password}{Enter}`);
    const toast = await findToast(canvasElement, 'Login Failed');
    await expect(toast).toHaveTextContent(`Login Failed${ERRORS.wrongCredentials}`);
    await waitFor(async () => expectPressable(page.getByRole('button', { name: 'Login' })));
    await expect(page.getByLabelText('Password')).toHaveFocus();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  },
};

/** Pristine in the phone layout. */
export const Phone: Story = { ...Pristine, globals: at('phone'), tags: ['!test'] };

/** InvalidEmail on a phone: the field and its message in the phone layout. */
export const PhoneInvalidEmail: Story = { ...InvalidEmail, globals: at('phone'), tags: ['!test'] };
