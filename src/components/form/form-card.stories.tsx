import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import buttons from '@/components/ui/button.module.css';
import { loginSchema } from '@contract/validation';
import { FormCard } from './form-card';
import { TextField } from './text-field';

const meta = {
  title: 'Components/Forms/FormCard',
  tags: ['autodocs'],
  component: FormCard,
  args: {
    title: 'Login',
    onInvalidSubmit: fn(),
    footer: (
      <>
        New to Food Store? <a href="#register">Register Here</a>
      </>
    ),
    children: (
      <>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <button type="submit" className={buttons.button}>
          Login
        </button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <Formik initialValues={{ email: '', password: '' }} validationSchema={loginSchema} onSubmit={() => {}}>
        <Story />
      </Formik>
    ),
  ],
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(card.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Register Here' })).toBeVisible();
  },
};

/** A stopped submit focuses the first invalid field and tells the page once (e.g. for a toast). */
export const InvalidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.type(card.getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(card.getByRole('button', { name: 'Login' }));
    await waitFor(async () => expect(card.getByLabelText('Password')).toHaveFocus());
    await expect(card.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    await expect(args.onInvalidSubmit).toHaveBeenCalledOnce();
  },
};

export const Wide: Story = {
  args: { title: 'Order Form', wide: true, footer: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Order Form' });
    // Wider than a narrow card's 28rem (448px) where there is room; on a phone, all the room there is.
    const room = canvasElement.getBoundingClientRect().width;
    await expect(card.getBoundingClientRect().width).toBeGreaterThanOrEqual(Math.min(449, room));
  },
};
