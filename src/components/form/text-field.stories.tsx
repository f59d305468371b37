import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import buttons from '@/components/ui/button.module.css';
import { registerSchema } from '@contract/validation';
import { TextField } from './text-field';

/** The register form's rules, so each story shows the real messages. */
const schema = registerSchema.pick(['name', 'email', 'password']);

const meta = {
  title: 'Components/Forms/TextField',
  tags: ['autodocs'],
  component: TextField,
  // A field lives in a Formik form; errors show only after the first submit (docs/product.md §5).
  decorators: [
    (Story) => (
      <Formik
        initialValues={{ name: '', email: '', password: '' }}
        validationSchema={schema}
        onSubmit={() => {}}
      >
        <Form noValidate aria-label="Story form" style={{ display: 'grid', gap: '1rem', maxWidth: 360 }}>
          <Story />
          <button type="submit" className={buttons.button}>
            Submit
          </button>
        </Form>
      </Formik>
    ),
  ],
  args: { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));

export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Email');
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).not.toHaveAttribute('aria-invalid');
    // Typing something invalid says nothing yet: no submit attempt so far.
    await userEvent.type(field, 'nope');
    await expect(within(canvasElement).queryByText('Invalid email')).not.toBeInTheDocument();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const field = within(canvasElement).getByLabelText('Email');
    await waitFor(async () => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription('This field is required');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Email');
    await userEvent.type(field, 'sam@');
    await submit(canvasElement);
    await waitFor(async () => expect(field).toHaveAccessibleDescription('Invalid email'));
    // Fixed as the user types, once the form has been submitted.
    await userEvent.type(field, 'example.com');
    await waitFor(async () => expect(field).not.toHaveAttribute('aria-invalid'));
    await expect(within(canvasElement).queryByText('Invalid email')).not.toBeInTheDocument();
  },
};

export const TooShortPassword: Story = {
  args: { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Password');
    await userEvent.type(field, 'abc');
    await submit(canvasElement);
    await expect(field).toHaveAttribute('type', 'password');
    await waitFor(async () => expect(field).toHaveAccessibleDescription('Minimum length is 5'));
  },
};
