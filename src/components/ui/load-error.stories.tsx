import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SERVER_DOWN_MESSAGE } from '@mocks/scenarios';
import { LoadError } from './load-error';

const meta = {
  title: 'Components/UI/LoadError',
  tags: ['autodocs'],
  component: LoadError,
  args: { title: 'The orders could not be loaded', message: SERVER_DOWN_MESSAGE, onRetry: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part of a page that keeps its own heading (the admin area under 'Admin area'): an h2. */
export const InPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'The orders could not be loaded' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(SERVER_DOWN_MESSAGE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The whole page failed (a dish, a search, the orders): the failure is the page's h1. */
export const WholePage: Story = {
  args: { title: 'This dish could not be loaded', headingLevel: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'This dish could not be loaded' });
    await expect(heading).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The server's own words, however long: they wrap inside the card. */
export const LongMessage: Story = {
  args: {
    title: 'The menu could not be loaded',
    headingLevel: 1,
    message:
      'The kitchen server answered with an error it did not explain further. Your cart is safe; try again in a moment, or come back later if it keeps happening.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your cart is safe/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
