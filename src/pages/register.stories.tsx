import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ERRORS } from '@mocks/http/responses';
import { scenarios } from '@mocks/scenarios';
import { NEWCOMER, expectPressable, expectSubmitting, submitRegistration } from '@/testing/story-forms';
import { AppPage, pageParameters } from '@/testing/story-page';
import { findToast, pageHeading } from '@/testing/story-queries';
import { at } from '@/testing/story-viewports';

/** The registration page's states. Registering successfully leaves the page: Flows/Form outcomes. */
const meta = {
  title: 'Pages/Register',
  component: AppPage,
  parameters: { url: '/register', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = Object.keys(NEWCOMER);

export const Pristine: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Register')).toBeVisible();
    for (const label of LABELS) await expect(page.getByLabelText(label)).toHaveValue('');
    await expect(page.queryByText('This field is required')).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Login Here' })).toHaveAttribute('href', '/login');
  },
};

/** Register pressed on the empty form: every field says so, and the first one has the focus. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await submitRegistration(canvasElement, {});
    await expect(await page.findAllByText('This field is required')).toHaveLength(LABELS.length);
    for (const label of LABELS) {
      await expect(page.getByLabelText(label)).toHaveAccessibleDescription('This field is required');
    }
    await waitFor(async () => expect(page.getByLabelText('Name')).toHaveFocus());
  },
};

/** A name, an email and a password that are filled in but not valid, each with its message. */
export const InvalidFields: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await submitRegistration(canvasElement, {
      ...NEWCOMER,
      Name: 'Al',
      Email: 'al.example.com',
      Password: 'abc',
      'Confirm Password': 'abc',
    });
    await waitFor(async () =>
      expect(page.getByLabelText('Name')).toHaveAccessibleDescription('Minimum length is 5'),
    );
    await expect(page.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    await expect(page.getByLabelText('Email')).toHaveValue('al.example.com');
    await expect(page.getByLabelText('Password')).toHaveAccessibleDescription('Minimum length is 5');
    await expect(page.getByLabelText('Address')).not.toHaveAccessibleDescription();
    await waitFor(async () => expect(page.getByLabelText('Name')).toHaveFocus());
  },
};

/** Everything valid but the confirmation, which differs from the password: only it has a message. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await submitRegistration(canvasElement, { ...NEWCOMER, 'Confirm Password': 'secret2' });
    const confirm = page.getByLabelText('Confirm Password');
    await waitFor(async () => expect(confirm).toHaveAccessibleDescription("Password doesn't match"));
    await expect(page.getByText("Password doesn't match")).toBeVisible();
    for (const label of ['Name', 'Email', 'Password', 'Address']) {
      await expect(page.getByLabelText(label)).not.toHaveAccessibleDescription();
    }
    await waitFor(async () => expect(confirm).toHaveFocus());
  },
};

/** The registration call never answers: Register stays busy under the Loading overlay. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post('*/api/auth/register', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await submitRegistration(canvasElement, NEWCOMER);
    await expectSubmitting(canvasElement, 'Register');
    await expect(within(canvasElement).getByLabelText('Email')).toHaveValue(NEWCOMER.Email);
  },
};

export const EmailTaken: Story = {
  parameters: { msw: { handlers: scenarios['register-email-taken'].handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // With Enter, as a keyboard user would: the focus stays in the last field through the call.
    await submitRegistration(canvasElement, NEWCOMER, { withEnter: true });
    const toast = await findToast(canvasElement, 'Registration Failed');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent(`Registration Failed${ERRORS.emailTaken}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await waitFor(async () => expectPressable(page.getByRole('button', { name: 'Register' })));
    await expect(page.getByLabelText('Address')).toHaveFocus();
  },
};

/** Pristine in the phone layout. */
export const Phone: Story = { ...Pristine, globals: at('phone'), tags: ['!test'] };

/** InvalidFields on a phone: the fields and their messages in the phone layout. */
export const PhoneInvalidFields: Story = { ...InvalidFields, globals: at('phone'), tags: ['!test'] };
