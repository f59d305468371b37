import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage, UnknownUrlPage } from '../-components/route-fallbacks';

const meta = {
  title: 'App/RouteFallbacks',
  component: ErrorPage,
  args: { error: new Error('Story: a component threw while rendering.'), reset: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <UnknownUrlPage />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const RenderError: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.reset).toHaveBeenCalledOnce();
  },
};
