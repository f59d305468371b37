import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { SERVER_DOWN_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { expectPendingPage, pageHeading } from '@/testing/story-queries';

const dish = SEED_FOODS[0]!;

const meta = {
  title: 'Pages/Dish',
  component: AppPage,
  parameters: { url: `/food/${dish.id}`, ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, dish.name)).toBeVisible();
    await expect(page.getByRole('img', { name: dish.name })).toBeVisible();
    await expect(page.getByText(dish.description!)).toBeVisible();
    const more = await page.findByRole('region', { name: 'More like this' });
    await expect(within(more).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
  },
};

/** The dish never answers: the page's pending state under the Loading overlay, for as long as anyone looks. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { pending: [http.get('*/api/foods/:id', () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => expectPendingPage(canvasElement),
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: { scenario: scenarios['server-down'].handlers } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'This dish could not be loaded')).toBeVisible();
    await expect(page.getByText(SERVER_DOWN_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  tags: ['desktop-picture'],
  parameters: { url: '/food/no-such-dish' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Item not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** Loaded in the phone layout. */
export const Phone: Story = { ...Loaded, globals: at('phone'), tags: ['!test'] };
