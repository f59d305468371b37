import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SEED_FOODS } from '@mocks/seed';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { dishCards } from '@/testing/story-queries';

const meta = {
  title: 'Pages/Tag',
  component: AppPage,
  parameters: { url: '/tag/Spicy', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spicy: Story = {
  tags: ['desktop-picture'],
  parameters: pageParameters(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const spicy = SEED_FOODS.filter((food) => food.tags.includes('Spicy')).length;
    await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(spicy));
    await expect(page.getByRole('heading', { level: 1, name: 'Tag: Spicy' })).toBeVisible();
    const tag = await page.findByRole('link', { name: `Spicy (${spicy})` });
    await expect(tag).toHaveAttribute('aria-current', 'page');
  },
};

/** Spicy in the phone layout. */
export const Phone: Story = { ...Spicy, globals: at('phone'), tags: ['!test'] };
