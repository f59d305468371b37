import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';

const meta = {
  title: 'Pages/UnknownUrl',
  component: AppPage,
  parameters: { url: '/no/such/page', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Phone: Story = { ...PageNotFound, globals: at('phone'), tags: ['!test'] };
