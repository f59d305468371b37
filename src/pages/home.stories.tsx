import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isApiRequest } from '@mocks/http/api-request';
import { BIG_CATALOGUE_SIZE } from '@mocks/scenarios/big-catalogue';
import { GRID_PAGE_SIZE } from '@/features/foods/components/food-grid';
import { SERVER_DOWN_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import { asServed } from '@/testing/fixtures';
import { loggedInAs } from '@/testing/story-sessions';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { dishCards } from '@/testing/story-queries';

const meta = {
  title: 'Pages/Home',
  component: AppPage,
  parameters: { url: '/', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  tags: ['desktop-picture'],
  parameters: pageParameters(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(SEED_FOODS.length));
    await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
    await expect(await page.findByRole('link', { name: `All (${SEED_FOODS.length})` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

export const Loading: Story = {
  // Requests that never answer hold the overlay for as long as anyone looks.
  beforeEach: ({ msw }) => {
    msw.use(http.all(isApiRequest, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: scenarios['server-down'].handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'The menu could not be loaded' })).toBeVisible();
    await expect(page.getByText(SERVER_DOWN_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const EmptyCatalogue: Story = {
  tags: ['desktop-picture'],
  parameters: { msw: { handlers: scenarios['empty-catalogue'].handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'The menu is empty right now' })).toBeVisible();
    await expect(await page.findByRole('link', { name: 'All (0)' })).toBeVisible();
  },
};

/**
 * 10,000 dishes: a page more shown, then scrolled to its end, where only the rows near the window
 * are in the page (windowed), each saying where it stands in the list.
 */
export const BigCatalogue: Story = {
  tags: ['desktop-picture'],
  parameters: { ...pageParameters(), msw: { handlers: scenarios['big-catalogue'].handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const shown = 2 * GRID_PAGE_SIZE;
    await expect(
      await page.findByText(`Showing ${GRID_PAGE_SIZE} of ${BIG_CATALOGUE_SIZE} dishes`),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show more dishes' }));
    await expect(await page.findByText(`Showing ${shown} of ${BIG_CATALOGUE_SIZE} dishes`)).toBeVisible();
    const dishes = () => within(page.getByRole('list', { name: 'Dishes' })).getAllByRole('listitem');
    // Rows measured on the way can lengthen the page: down to its end until it stays there.
    await waitFor(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await expect(dishes().at(-1)).toHaveAttribute('aria-posinset', String(shown));
      await expect(window.scrollY + window.innerHeight).toBeGreaterThanOrEqual(
        document.documentElement.scrollHeight - 1,
      );
    });
    await expect(dishes()[0]).toHaveAttribute('aria-setsize', String(shown));
    await expect(dishes().length).toBeLessThan(GRID_PAGE_SIZE);
    await expect(page.getByRole('button', { name: 'Show more dishes' })).toBeVisible();
  },
};

const [first, second] = SEED_FOODS.map((food) => asServed(food));

export const WithItemsInCart: Story = {
  parameters: {
    ...pageParameters(),
    storage: {
      cart: {
        items: [
          { food: first, quantity: 2 },
          { food: second, quantity: 1 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  },
};

/** The demo shopper, logged in: their favourites' hearts pressed, every other heart ready to save. */
export const LoggedIn: Story = {
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement }) => {
    await dishCards(canvasElement);
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Sam Shopper, account menu' })).toBeVisible();
    const favourites = SEED_FOODS.filter((food) => food.favorite).length;
    await waitFor(async () =>
      expect(
        page.getAllByRole('button', { name: /^Remove .+ from favourites$/, pressed: true }),
      ).toHaveLength(favourites),
    );
  },
};

/** The same at phone width: each heart a 44 px target beside the dish's name. */
export const LoggedInPhone: Story = { ...LoggedIn, globals: at('phone'), tags: ['!test'] };

/** A server without the favourite calls: every heart says saving is not available; the menu works. */
export const FavouritesUnavailable: Story = {
  beforeEach: loggedInAs('shopper'),
  parameters: { msw: { handlers: scenarios['no-extensions'].handlers } },
  play: async ({ canvasElement }) => {
    await dishCards(canvasElement);
    const page = within(canvasElement);
    await waitFor(async () =>
      expect(page.getAllByRole('img', { name: /Saving favourites is not available\.$/ })).toHaveLength(
        SEED_FOODS.length,
      ),
    );
    await expect(page.queryByRole('button', { name: /favourites$/ })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: at('phone'),
  parameters: pageParameters(),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await dishCards(canvasElement)).toHaveLength(SEED_FOODS.length));
    const cards = await dishCards(canvasElement);
    // One column: the second card sits below the first, not beside it.
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};
