import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage, UnknownUrlPage } from './route-fallbacks';

const meta = {
  title: 'Components/App/RouteFallbacks',
  tags: ['autodocs'],
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

const codeLoadError = new TypeError('Failed to fetch dynamically imported module: /assets/food._id.js');

/** A page's code could not be fetched while online (a deploy replaced it): a reload fetches it. */
export const CodeCouldNotLoad: Story = {
  args: { error: codeLoadError },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};

/** The same offline: no button that would reload into the browser's error page; it waits for the network. */
export const Offline: Story = {
  args: { error: codeLoadError },
  beforeEach: () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    return () => {
      delete (navigator as { onLine?: boolean }).onLine;
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    };
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('opens by itself when you are back online');
    await expect(page.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
