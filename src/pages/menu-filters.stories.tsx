import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asServed, storedUser } from '@/testing/fixtures';
import { SEED_FOODS } from '@mocks/seed';
import { AppPage, pageParameters } from '@/testing/story-page';
import { dishCards } from '@/testing/story-queries';
import { at } from '@/testing/story-viewports';

const menu = SEED_FOODS.map((food) => asServed(food));
/** A server that says each dish's diets and allergens. */
const dietaryServer = { msw: { handlers: [http.get('*/api/foods', () => HttpResponse.json(menu))] } };
const vegetarianWithoutMilk = menu.filter(
  (food) => food.diets?.includes('vegetarian') && !food.allergens?.includes('milk'),
);

const countLine = (canvasElement: HTMLElement, text: string) =>
  waitFor(() =>
    expect(
      within(canvasElement)
        .getAllByRole('status')
        .some((line) => line.textContent === text),
    ).toBe(true),
  );

/**
 * The menu's sort and filters (docs/product.md §2): at desktop widths beside the dishes, on a phone in
 * a sheet the 'Filters' button opens. Each story runs at both widths.
 */
const meta = {
  title: 'Pages/Menu filters',
  component: AppPage,
  parameters: { url: '/', ...pageParameters(), ...dietaryServer },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by price, vegetarian and without milk: the chips, the count, the sort. */
export const SortedAndFiltered: Story = {
  tags: ['desktop-picture'],
  parameters: { url: '/?sort=price-asc&diet=vegetarian&without=milk' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(async () =>
      expect(await dishCards(canvasElement)).toHaveLength(vegetarianWithoutMilk.length),
    );
    await countLine(canvasElement, `${vegetarianWithoutMilk.length} dishes`);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: low to high');
    await expect(page.getByRole('button', { name: 'Remove Vegetarian' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Without Milk' })).toBeVisible();
  },
};

/**
 * The phone's sheet, open: the focus is in it and the page behind takes none; Escape closes it and
 * gives the focus back to 'Filters'; opened again, it stays open for the picture.
 */
export const SheetOpen: Story = {
  parameters: { url: '/?diet=vegetarian' },
  globals: at('phone'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await countLine(
      canvasElement,
      `${menu.filter((food) => food.diets?.includes('vegetarian')).length} dishes`,
    );
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAccessibleDescription('1 active');
    const home = page.getByRole('link', { name: /Food Store/ });
    await userEvent.click(filters);
    const sheet = await page.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // The page behind is inert: its links take no focus.
    home.focus();
    await expect(home).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(filters).toHaveFocus();
    await userEvent.click(filters);
    const again = await page.findByRole('dialog', { name: 'Filters' });
    const diet = within(again).getByRole('group', { name: 'Diet' });
    await expect(within(diet).getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await expect(within(again).getByRole('button', { name: /^Show \d+ dishes$/ })).toBeVisible();
  },
};

/** The sheet at 320 px: nothing wider than the screen. */
export const SheetOpenSmallPhone: Story = { ...SheetOpen, globals: at('smallPhone') };

export const NoMatch: Story = {
  tags: ['desktop-picture'],
  parameters: { url: '/?tag=Dessert&without=milk' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Nothing Found' })).toBeVisible();
    await countLine(canvasElement, '0 dishes');
    await expect(page.getByRole('link', { name: 'Reset search' })).toBeVisible();
    await expect(page.getByText('No dish here matches all of these filters.')).toBeVisible();
  },
};

export const FavouritesEmpty: Story = {
  parameters: {
    url: '/?favourites=1',
    storage: { user: storedUser() },
    msw: {
      handlers: [
        http.get('*/api/foods', () => HttpResponse.json(menu.map((food) => ({ ...food, favorite: false })))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Nothing Found' })).toBeVisible();
    await expect(page.getByText(/None of your favourites is in this list/)).toBeVisible();
  },
};

/** A server that sends no diets or allergens: those filters say so, and a link asking for them is not applied. */
export const AllergensUnavailable: Story = {
  parameters: {
    url: '/?without=peanuts',
    msw: {
      handlers: [
        http.get('*/api/foods', () =>
          HttpResponse.json(menu.map((food) => ({ ...food, diets: undefined, allergens: undefined }))),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Not applied: Without Peanuts (this menu does not list allergens).'),
    ).toBeVisible();
    await countLine(canvasElement, `${menu.length} dishes`);
  },
};
