import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SEED_FOODS } from '@mocks/seed';
import { logIn } from '@mocks/testing/api';
import type { Allergen, Diet } from '@contract/dietary';
import type { Food } from '@contract/types';
import { renderRoute } from '@/testing/render-route';

const dish = (
  name: string,
  price: number,
  stars: number,
  cookTime: string,
  tags: string[],
  diets: Diet[],
  allergens: Allergen[],
  favorite = false,
): Food => ({
  id: `dish-${name.length}-${price}-${stars}`,
  name,
  price,
  stars,
  favorite,
  imageUrl: '/images/foods/none.svg',
  origins: ['Testland'],
  tags,
  cookTime,
  diets,
  allergens,
});

/** A small menu, in the server's order, whose dishes say their diets and allergens. */
const MENU: Food[] = [
  dish(
    'Peanut Noodles',
    9,
    4,
    '10-20',
    ['Noodles', 'Spicy'],
    ['vegan', 'vegetarian'],
    ['peanuts', 'soybeans', 'gluten'],
  ),
  dish('Margherita', 12, 4.5, '15-25', ['Pizza', 'Vegetarian'], ['vegetarian'], ['gluten', 'milk'], true),
  dish('Green Salad', 7, 4, '5-10', ['Salad', 'Vegetarian'], ['vegan', 'vegetarian', 'gluten-free'], []),
  dish(
    'Prawn Curry',
    15,
    3.5,
    '25-40',
    ['Curry', 'Spicy', 'Seafood'],
    ['gluten-free'],
    ['crustaceans', 'milk'],
    true,
  ),
  dish('Beef Stew', 15, 4.5, 'a while', ['Dinner'], [], ['celery']),
  dish('Apple Tart', 6, 5, '30', ['Dessert', 'Vegetarian'], ['vegetarian'], ['gluten', 'eggs', 'milk']),
  dish('Éclair', 4, 4, '20-30', ['Dessert'], ['vegetarian'], ['gluten', 'eggs', 'milk']),
];
const ORDER = MENU.map((food) => food.name);

/** Serves `menu` for the spec's four menu calls; every request's path is recorded. */
function serveMenu(menu: Food[]) {
  const calls: string[] = [];
  const record = (request: Request) => calls.push(decodeURIComponent(new URL(request.url).pathname));
  const tagged = (tag: string) =>
    menu.filter((food) => food.tags.some((own) => own.toLowerCase() === tag.toLowerCase()));
  const tagNames = [...new Set(menu.flatMap((food) => food.tags))];
  server.use(
    http.get('*/api/foods', ({ request }) => (record(request), HttpResponse.json(menu))),
    http.get('*/api/foods/tags', ({ request }) => {
      record(request);
      return HttpResponse.json([
        { name: 'All', count: menu.length },
        ...tagNames.map((name) => ({ name, count: tagged(name).length })),
      ]);
    }),
    http.get(
      '*/api/foods/tag/:tag',
      ({ request, params }) => (record(request), HttpResponse.json(tagged(String(params.tag)))),
    ),
    http.get('*/api/foods/search/:term', ({ request, params }) => {
      record(request);
      const term = String(params.term).toLowerCase();
      return HttpResponse.json(menu.filter((food) => food.name.toLowerCase().includes(term)));
    }),
  );
  return calls;
}

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Dishes' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const shows = (expected: string[]) => waitFor(async () => expect(await cardNames()).toEqual(expected));
const status = async (text: string) =>
  waitFor(() => expect(screen.getAllByRole('status').some((line) => line.textContent === text)).toBe(true));
const panel = () => screen.getByRole('region', { name: 'Filters' });
const group = (name: string) => within(panel()).getByRole('group', { name });
const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });

describe('sorting the menu', () => {
  it.each([
    [
      'Price: low to high',
      'price-asc',
      ['Éclair', 'Apple Tart', 'Green Salad', 'Peanut Noodles', 'Margherita', 'Prawn Curry', 'Beef Stew'],
    ],
    [
      'Price: high to low',
      'price-desc',
      ['Prawn Curry', 'Beef Stew', 'Margherita', 'Peanut Noodles', 'Green Salad', 'Apple Tart', 'Éclair'],
    ],
    [
      'Top rated',
      'rating',
      ['Apple Tart', 'Margherita', 'Beef Stew', 'Peanut Noodles', 'Green Salad', 'Éclair', 'Prawn Curry'],
    ],
    [
      'Quickest to cook',
      'quickest',
      ['Green Salad', 'Peanut Noodles', 'Margherita', 'Éclair', 'Prawn Curry', 'Apple Tart', 'Beef Stew'],
    ],
    [
      'Name (A–Z)',
      'name',
      ['Apple Tart', 'Beef Stew', 'Éclair', 'Green Salad', 'Margherita', 'Peanut Noodles', 'Prawn Curry'],
    ],
  ])(
    'sorts by %s, ties in the server’s order, and says so in the address',
    async (option, param, expected) => {
      serveMenu(MENU);
      const { user, router } = await renderRoute('/');
      await shows(ORDER);
      expect(sortBy()).toHaveDisplayValue('Recommended');
      await user.selectOptions(sortBy(), option);
      await shows(expected);
      expect(router.state.location.href).toBe(`/?sort=${param}`);
      await user.selectOptions(sortBy(), 'Recommended');
      await shows(ORDER);
      expect(router.state.location.href).toBe('/');
    },
  );

  it('opens a sorted link sorted, on a tag and on a search too', async () => {
    serveMenu(MENU);
    await renderRoute('/tag/Spicy?sort=price-asc');
    await shows(['Peanut Noodles', 'Prawn Curry']);
    expect(sortBy()).toHaveDisplayValue('Price: low to high');
  });
});

describe('filters that combine', () => {
  it('keeps the dishes of every diet ticked, and says how many', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/');
    await shows(ORDER);
    await status('7 dishes');
    await user.click(within(group('Diet')).getByRole('checkbox', { name: 'Vegan' }));
    await shows(['Peanut Noodles', 'Green Salad']);
    await status('2 dishes');
    expect(router.state.location.href).toBe('/?diet=vegan');
    await user.click(within(group('Diet')).getByRole('checkbox', { name: 'Gluten-free' }));
    await shows(['Green Salad']);
    await status('1 dish');
    expect(router.state.location.href).toBe('/?diet=vegan&diet=gluten-free');
  });

  it('leaves out every dish with an allergen left out', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/');
    await shows(ORDER);
    await user.click(within(group('Without')).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(within(group('Without')).getByRole('checkbox', { name: 'Milk' }));
    await shows(['Green Salad', 'Beef Stew']);
    expect(router.state.location.href).toBe('/?without=peanuts&without=milk');
  });

  it('asks for every tag ticked, the page’s own tag included', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/tag/Spicy');
    await shows(['Peanut Noodles', 'Prawn Curry']);
    // The page's own tag is no choice here.
    expect(within(group('Tags')).queryByRole('checkbox', { name: 'Spicy' })).not.toBeInTheDocument();
    await user.click(within(group('Tags')).getByRole('checkbox', { name: 'Seafood' }));
    await shows(['Prawn Curry']);
    expect(router.state.location.href).toBe('/tag/Spicy?tag=Seafood');
  });

  it('keeps dishes up to a maximum price', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/');
    await shows(ORDER);
    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Maximum price' }), 'Up to $8');
    await shows(['Green Salad', 'Apple Tart', 'Éclair']);
    expect(router.state.location.href).toBe('/?maxPrice=8');
  });

  it('shows a logged-in shopper their favourites only', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/', { user: await logIn('shopper') });
    await shows(ORDER);
    await user.click(within(panel()).getByRole('checkbox', { name: 'Favourites only' }));
    await shows(['Margherita', 'Prawn Curry']);
    expect(router.state.location.href).toBe('/?favourites=1');
  });

  it('asks a logged-out shopper to log in for favourites, and does not empty the list for them', async () => {
    serveMenu(MENU);
    await renderRoute('/?favourites=1');
    await shows(ORDER);
    expect(within(panel()).queryByRole('checkbox', { name: 'Favourites only' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2F%3Ffavourites%3D1',
    );
    expect(screen.getByText('Not applied: Favourites only (log in to see your favourites).')).toBeVisible();
  });

  it('combines them all with a sort, each a chip that removes it, and Clear filters keeps the sort', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/?sort=price-asc&diet=vegetarian&maxPrice=10', {
      user: await logIn('shopper'),
    });
    await shows(['Éclair', 'Apple Tart', 'Green Salad', 'Peanut Noodles']);
    await user.click(within(group('Without')).getByRole('checkbox', { name: 'Gluten' }));
    await shows(['Green Salad']);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label') ?? chip.textContent),
    ).toEqual(['Remove Vegetarian', 'Remove Without Gluten', 'Remove Up to $10', 'Clear filters']);
    await user.click(within(chips).getByRole('button', { name: 'Remove Without Gluten' }));
    await shows(['Éclair', 'Apple Tart', 'Green Salad', 'Peanut Noodles']);
    expect(router.state.location.href).toBe('/?sort=price-asc&diet=vegetarian&maxPrice=10');
    await user.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    await shows([
      'Éclair',
      'Apple Tart',
      'Green Salad',
      'Peanut Noodles',
      'Margherita',
      'Prawn Curry',
      'Beef Stew',
    ]);
    expect(router.state.location.href).toBe('/?sort=price-asc');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('says Nothing Found when no dish matches, with Reset search and Clear filters beside it', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/tag/Dessert?diet=vegan');
    expect(await screen.findByRole('heading', { name: 'Nothing Found' })).toBeVisible();
    await status('0 dishes');
    expect(screen.getByRole('link', { name: 'Reset search' })).toHaveAttribute('href', '/');
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    await shows(['Apple Tart', 'Éclair']);
    expect(router.state.location.href).toBe('/tag/Dessert');
  });

  it('answers filters and sorts from the route’s answer: the spec’s calls are the only ones made', async () => {
    const calls = serveMenu(MENU);
    const { user } = await renderRoute('/');
    await shows(ORDER);
    const before = [...calls];
    await user.click(within(group('Diet')).getByRole('checkbox', { name: 'Vegetarian' }));
    await user.selectOptions(sortBy(), 'Top rated');
    await shows(['Apple Tart', 'Margherita', 'Peanut Noodles', 'Green Salad', 'Éclair']);
    expect(calls).toEqual(before);
    expect(before.sort()).toEqual(['/api/foods', '/api/foods/tags']);
  });
});

describe('a menu without diets and allergens (a server that does not send them)', () => {
  it('says the diet and allergen filters are not available, and does not apply them from a link', async () => {
    serveMenu(SEED_FOODS.map((food) => ({ ...food, diets: undefined, allergens: undefined })));
    await renderRoute('/?diet=vegan&without=peanuts');
    await waitFor(async () => expect(await cardNames()).toHaveLength(SEED_FOODS.length));
    await status(`${SEED_FOODS.length} dishes`);
    expect(within(group('Diet')).getByText('Diet filters are not available for this menu.')).toBeVisible();
    expect(
      within(group('Without')).getByText('Allergen filters are not available for this menu.'),
    ).toBeVisible();
    expect(within(group('Diet')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Not applied: Vegan (this menu does not list diets).')).toBeVisible();
    expect(
      screen.getByText('Not applied: Without Peanuts (this menu does not list allergens).'),
    ).toBeVisible();
  });
});

describe('the address', () => {
  it('brings back the same list on reload, Back and Forward', async () => {
    serveMenu(MENU);
    const { user, router, unmount } = await renderRoute('/');
    await shows(ORDER);
    await user.click(within(group('Diet')).getByRole('checkbox', { name: 'Vegetarian' }));
    await user.selectOptions(sortBy(), 'Price: low to high');
    const sorted = ['Éclair', 'Apple Tart', 'Green Salad', 'Peanut Noodles', 'Margherita'];
    await shows(sorted);
    const href = router.state.location.href;
    expect(href).toBe('/?diet=vegetarian&sort=price-asc');

    router.history.back();
    await shows(['Peanut Noodles', 'Margherita', 'Green Salad', 'Apple Tart', 'Éclair']);
    expect(sortBy()).toHaveDisplayValue('Recommended');
    router.history.back();
    await shows(ORDER);
    expect(within(group('Diet')).getByRole('checkbox', { name: 'Vegetarian' })).not.toBeChecked();
    router.history.forward();
    router.history.forward();
    await shows(sorted);

    // A reload, or the link opened by a friend: a new app at the same address.
    unmount();
    await renderRoute(href);
    await shows(sorted);
    expect(within(group('Diet')).getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    expect(sortBy()).toHaveDisplayValue('Price: low to high');
  });

  it('ignores unknown and garbled parameters without an error', async () => {
    serveMenu(MENU);
    const { router } = await renderRoute(
      '/?sort=cheapest&sort=&diet=meat&without=gluten%00&maxPrice=abc&maxPrice=-3&favourites=yes&tag=&utm=x&diet[]=1',
    );
    await shows(ORDER);
    await status('7 dishes');
    expect(sortBy()).toHaveDisplayValue('Recommended');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the sort and filters when going to a tag or searching', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/?diet=vegetarian&sort=name');
    await shows(['Apple Tart', 'Éclair', 'Green Salad', 'Margherita', 'Peanut Noodles']);
    await user.click(screen.getByRole('link', { name: /^Dessert / }));
    await shows(['Apple Tart', 'Éclair']);
    expect(router.state.location.href).toBe('/tag/Dessert?diet=vegetarian&sort=name');
    await user.type(screen.getByRole('searchbox', { name: 'Search food' }), 'a{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/a'));
    await shows(['Apple Tart', 'Éclair', 'Green Salad', 'Margherita', 'Peanut Noodles']);
    expect(router.state.location.href).toBe('/search/a?diet=vegetarian&sort=name');
  });
});

describe('the filters sheet (phones)', () => {
  it('opens from Filters, counts what it would show, and applies only on Show N dishes', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/');
    await shows(ORDER);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Vegan' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Peanuts' }));
    // Nothing applied yet.
    await shows(ORDER);
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 dish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await shows(['Green Salad']);
    expect(router.state.location.href).toBe('/?diet=vegan&without=peanuts');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAccessibleDescription('2 active');
  });

  it('changes nothing when closed, and clears only its own choices', async () => {
    serveMenu(MENU);
    const { user, router } = await renderRoute('/?diet=vegan');
    await shows(['Peanut Noodles', 'Green Salad']);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    let sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    expect(within(sheet).getByRole('button', { name: 'Show 7 dishes' })).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await shows(['Peanut Noodles', 'Green Salad']);
    expect(router.state.location.href).toBe('/?diet=vegan');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Vegan' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    expect(router.state.location.href).toBe('/?diet=vegan');
  });
});
