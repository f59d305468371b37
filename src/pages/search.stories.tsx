import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nameMatches } from '@contract/search';
import { SERVER_DOWN_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { dishCards, expectPendingPage, pageHeading } from '@/testing/story-queries';

const named = (term: string) => SEED_FOODS.filter((food) => nameMatches(food.name, term));

const meta = {
  title: 'Pages/Search',
  component: AppPage,
  parameters: { url: '/search/soup', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  tags: ['desktop-picture'],
  parameters: pageParameters(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(named('soup').length));
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “soup”' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search food' })).toHaveValue('soup');
  },
};

export const SearchAgain: Story = {
  parameters: pageParameters(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const box = await page.findByRole('searchbox', { name: 'Search food' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Curry{Enter}');
    const heading = await page.findByRole('heading', { level: 1, name: 'Results for “Curry”' });
    await expect(heading).toBeVisible();
    await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(named('curry').length));
  },
};

export const NothingFound: Story = {
  tags: ['desktop-picture'],
  parameters: { url: '/search/zzz' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Nothing Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset search' })).toHaveAttribute('href', '/');
  },
};

/** The search never answers: the page's pending state under the Loading overlay, for as long as anyone looks. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { pending: [http.get('*/api/foods/search/:term', () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    await expectPendingPage(canvasElement);
    await expect(within(canvasElement).queryByRole('list', { name: 'Dishes' })).not.toBeInTheDocument();
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: { scenario: scenarios['server-down'].handlers } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'The menu could not be loaded')).toBeVisible();
    await expect(page.getByText(SERVER_DOWN_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Results in the phone layout. */
export const Phone: Story = { ...Results, globals: at('phone'), tags: ['!test'] };
