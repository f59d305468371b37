import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@tanstack/react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BusyButton } from './busy-button';
import buttons from './button.module.css';

interface ButtonProps {
  /** What the button says. */
  label: string;
  /** `primary`: the page's main action; `secondary`: a retry or a way back beside it. */
  variant?: 'primary' | 'secondary';
  /** While a form submits or a payment runs, its button is busy (`BusyButton`). */
  busy?: boolean;
  onClick?: () => void;
}

/**
 * The app has no Button component: every action, a `<button>` or a link, takes its look from
 * `button.module.css` (`.button`, plus `.secondary` for the quieter one). This renders a `<button>`
 * the way the app's pages do.
 */
function Button({ label, variant = 'primary', busy = false, onClick }: ButtonProps) {
  const className = variant === 'secondary' ? `${buttons.button} ${buttons.secondary}` : buttons.button;
  return (
    <BusyButton type="button" className={className} busy={busy} onClick={onClick}>
      {label}
    </BusyButton>
  );
}

const meta = {
  title: 'Components/UI/Button',
  tags: ['autodocs'],
  component: Button,
  args: { label: 'Add to Cart', variant: 'primary', busy: false, onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a page: 'Add to Cart', 'Search', 'Login', 'Go to Payment'. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

/** The quieter action beside or instead of the main one: 'Try again', 'Cancel', 'Find My Location'. */
export const Secondary: Story = {
  args: { label: 'Find My Location', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Find My Location' })).toBeEnabled();
  },
};

/** Reached with the keyboard: the focus ring shows, and Enter presses it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/**
 * A form's submit while it is being sent (login, register, profile, checkout, payment): it looks and
 * is announced disabled and ignores presses, but keeps the focus, so the keyboard stays where it was.
 */
export const Busy: Story = {
  args: { label: 'Login', busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A link that looks like a button: 'Proceed to Checkout', 'Continue to payment', the header's 'Login'. */
export const LinkAsButton: Story = {
  render: ({ label }) => (
    <Link to="/payment" className={buttons.button}>
      {label}
    </Link>
  ),
  args: { label: 'Continue to payment' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue to payment' });
    await expect(link).toHaveAttribute('href', '/payment');
  },
};

/** Both side by side, as the profile form ends: the main action first, the way back after it. */
export const PrimaryWithSecondary: Story = {
  render: ({ onClick }) => (
    <div style={{ display: 'flex', gap: 'var(--space-4)' }}>
      <Button label="Update" onClick={onClick} />
      <Button label="Cancel" variant="secondary" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
