import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { BIG_CATALOGUE_SIZE, bigMenu } from '@mocks/scenarios/big-catalogue';
import { scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import type { Food } from '@contract/types';
import { EAGER_CARDS } from '@/config/constants';
import { GRID_PAGE_SIZE } from '@/features/foods/components/food-grid';
import { logIn } from '@mocks/testing/api';
import { renderRoute } from '@/testing/render-route';
import * as prices from '@/utils/format-price';
import * as foodsApi from './api/foods-api';

const cards = async () => within(await screen.findByRole('list', { name: 'Dishes' })).getAllByRole('article');
const cardNames = async () => (await cards()).map((card) => within(card).getByRole('heading').textContent);
const byName = (a: string, b: string) => a.localeCompare(b);
const names = (foods: readonly Food[]) => foods.map((food) => food.name);
const withTag = (tag: string) => SEED_FOODS.filter((food) => food.tags.includes(tag));
const tagLink = (tag: string) =>
  within(screen.getByRole('navigation', { name: 'Tags' })).getByRole('link', {
    name: new RegExp(`^${tag} `),
  });
const overlayGone = () => waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());

/**
 * A slow server without a clock: calls to `path` wait until the test releases them, then the mock
 * server answers them (or `answer`, when given). Each call's path is recorded.
 */
function holdCalls(path: string, answer?: () => Response) {
  const calls: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(path, async ({ request }) => {
      calls.push(decodeURIComponent(new URL(request.url).pathname));
      await released;
      // Nothing returned: the next handler, the mock server's, answers.
      return answer?.();
    }),
  );
  return { calls, release };
}

/** Records every moment the pending page is put in, or the page on screen is hidden for it. */
function watchForPendingPage() {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && (record.target as HTMLElement).style.display === 'none') {
        seen.push('page hidden');
      }
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.querySelector('[aria-label="Loading page"]'))
          seen.push('pending page');
        if (node instanceof Element && node.matches('[aria-label="Loading page"]')) seen.push('pending page');
      }
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  return {
    stop() {
      observer.takeRecords();
      observer.disconnect();
      return seen;
    },
  };
}

describe('home', () => {
  it('shows every dish as a card with its details and a link to its page', async () => {
    await renderRoute('/');
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
    const food = SEED_FOODS[0]!;
    const card = (await cards()).find((item) => within(item).queryByRole('link', { name: food.name }))!;
    expect(within(card).getByRole('link', { name: food.name })).toHaveAttribute('href', `/food/${food.id}`);
    expect(within(card).getByRole('img', { name: food.name })).toHaveAttribute('loading');
    // Logged out, nobody's favourite: the heart offers to save it (after logging in).
    expect(within(card).getByRole('button', { name: `Save ${food.name} to favourites` })).toBeVisible();
    expect(within(card).getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
    expect(within(card).getByText(food.origins.join(' · '))).toBeVisible();
    expect(within(card).getByText(`${food.cookTime} min`, { exact: false })).toBeVisible();
    expect(within(card).getByText(`$${food.price.toFixed(2)}`)).toBeVisible();
  });

  it('lists the tags with counts, All first with every dish', async () => {
    await renderRoute('/');
    const tags = within(await screen.findByRole('navigation', { name: 'Tags' })).getAllByRole('link');
    expect(tags[0]).toHaveTextContent(`All (${SEED_FOODS.length})`);
    const spicy = SEED_FOODS.filter((food) => food.tags.includes('Spicy')).length;
    expect(screen.getByRole('link', { name: `Spicy (${spicy})` })).toHaveAttribute('href', '/tag/Spicy');
  });

  it("marks the shopper's favourites with a pressed heart and the rest with an unpressed one", async () => {
    await renderRoute('/', { user: await logIn('shopper') });
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
    const favourites = SEED_FOODS.filter((food) => food.favorite).length;
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: /^Remove .* from favourites$/, pressed: true }),
      ).toHaveLength(favourites),
    );
    expect(screen.getAllByRole('button', { name: /^Save .* to favourites$/, pressed: false })).toHaveLength(
      SEED_FOODS.length - favourites,
    );
  });
});

describe('search', () => {
  it('goes to search/{term} on Enter and shows only the matching dishes, case-insensitively', async () => {
    const { user, router } = await renderRoute('/');
    await cards();
    await user.type(screen.getByRole('searchbox', { name: 'Search food' }), 'SOUP{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/SOUP'));
    const expected = SEED_FOODS.filter((food) => food.name.toLowerCase().includes('soup')).map((f) => f.name);
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(async () => expect((await cardNames()).sort(byName)).toEqual(expected.sort(byName)));
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “SOUP”' })).toBeVisible();
  });

  it('searches with the Search button too, and pre-fills the box from the URL', async () => {
    const { user, router } = await renderRoute('/search/curry');
    expect(await screen.findByRole('searchbox', { name: 'Search food' })).toHaveValue('curry');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'pizza');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/pizza'));
  });

  it('stays home for an empty or blank term', async () => {
    const { user, router } = await renderRoute('/search/soup');
    await user.clear(await screen.findByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(['.*', '(', '%', '<script>alert(1)</script>', 'a/b', '🍕🍕'])(
    'treats %s as plain text: Nothing Found, with a way back',
    async (term) => {
      const { user, router } = await renderRoute('/');
      await cards();
      await user.type(screen.getByRole('searchbox'), `${term}{Enter}`);
      expect(await screen.findByRole('heading', { name: 'Nothing Found' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Results for “${term}”`);
      await user.click(screen.getByRole('link', { name: 'Reset search' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
    },
  );
  it.each(['.', '..'])('takes %s literally: only names with it match', async (term) => {
    const dotted = { ...SEED_FOODS[0]!, id: 'dotted', name: `Dr${term} Pepper` };
    server.use(http.get('*/api/foods', () => HttpResponse.json([dotted, ...SEED_FOODS.slice(1)])));
    const { user, router } = await renderRoute('/');
    await cards();
    await user.type(screen.getByRole('searchbox'), `${term}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Results for “${term}”` })).toBeVisible();
    await waitFor(async () => expect(await cardNames()).toEqual([dotted.name]));
    expect(router.state.location.pathname).toBe(`/search/ ${term}`);
  });

  it('opens a shared link to a dot-only search as that search', async () => {
    await renderRoute('/search/%20..');
    expect(await screen.findByRole('searchbox', { name: 'Search food' })).toHaveValue('..');
    expect(await screen.findByRole('heading', { name: 'Nothing Found' })).toBeVisible();
  });
});

describe('tags', () => {
  it('shows only the dishes with the chosen tag, and All shows every dish', async () => {
    const { user, router } = await renderRoute('/');
    await cards();
    await user.click(screen.getByRole('link', { name: /^Seafood/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tag/Seafood'));
    const expected = SEED_FOODS.filter((food) => food.tags.includes('Seafood')).map((food) => food.name);
    await waitFor(async () => expect((await cardNames()).sort(byName)).toEqual(expected.sort(byName)));
    expect(screen.getByRole('link', { name: /^Seafood/ })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: /^All/ }));
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
  });

  it('says a tag the menu does not have is unknown, with a link to all dishes', async () => {
    const { user, router } = await renderRoute('/tag/No%20such%20tag');
    expect(await screen.findByRole('heading', { name: 'Nothing Found' })).toBeVisible();
    expect(await screen.findByText('The menu has no tag “No such tag”.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'See all dishes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tag/All'));
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
  });
});

describe('failures', () => {
  it("says the menu could not load, with the server's words, and recovers on Try again", async () => {
    server.use(...scenarios['server-down'].handlers);
    const { user } = await renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'The menu could not be loaded' })).toBeVisible();
    expect(screen.getByText(/server/i, { selector: 'div' })).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
  });

  it('skips unusable dishes from a garbage answer instead of crashing', async () => {
    server.use(
      http.get('*/api/foods', () =>
        HttpResponse.json([null, 7, { name: 'No id' }, { ...SEED_FOODS[0], price: 'x' }, SEED_FOODS[1]]),
      ),
    );
    await renderRoute('/');
    expect(await cardNames()).toEqual([SEED_FOODS[1]!.name]);
  });

  it.each([
    [
      'an HTML page',
      () =>
        new HttpResponse('<!doctype html><html><body>Welcome</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['JSON of the wrong shape', () => HttpResponse.json({ foods: SEED_FOODS })],
  ])('treats %s behind a 200 as a failed load with a retry, not as an empty menu', async (_case, answer) => {
    server.use(http.get('*/api/foods', answer));
    const { user } = await renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'The menu could not be loaded' })).toBeVisible();
    expect(screen.getByText("The server's answer was not a list of dishes. Please try again.")).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Nothing Found' })).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
  });

  it('says a menu in another shape could not be loaded, instead of Nothing Found, and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error');
    server.use(
      http.get('*/api/foods', () => HttpResponse.json([{ title: 'Pizza', cost: 9 }]), { once: true }),
    );
    const { user } = await renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'The menu could not be loaded' })).toBeVisible();
    expect(
      screen.getByText("The server's answer was not a list of usable dishes. Please try again."),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
    // A refused answer is a handled failure, which RTK Query does not log as an unhandled error.
    expect(logged.mock.calls.flat().join(' ')).not.toContain('An unhandled error occurred');
  });

  it('says the tags could not load where they would be, keeps the menu, and retries', async () => {
    server.use(http.get('*/api/foods/tags', () => HttpResponse.text('Tags are asleep.', { status: 500 })));
    const { user } = await renderRoute('/');
    // The Loading overlay is a status too: wait for the one that speaks of the tags.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
        expect.stringContaining('The tags could not be loaded.'),
      ),
    );
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Tags' })).toBeVisible();
  });

  it('says an empty menu is empty, not that a search found nothing', async () => {
    server.use(...scenarios['empty-catalogue'].handlers);
    await renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'The menu is empty right now' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Nothing Found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reset search' })).not.toBeInTheDocument();
  });
});

describe('tag filters and searches from the menu in the cache', () => {
  it("show the menu's answer at once, with no pending page, while the spec's call is on its way", async () => {
    const { user } = await renderRoute('/');
    await cards();
    // The tag page's code, loaded once as the app's idle precache would have.
    await user.click(tagLink('Spicy'));
    await screen.findByRole('heading', { level: 1, name: 'Tag: Spicy' });
    const held = holdCalls('*/api/foods/tag/Seafood');
    const flashes = watchForPendingPage();
    await user.click(tagLink('Seafood'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag: Seafood' })).toBeVisible();
    expect(await cardNames()).toEqual(names(withTag('Seafood')));
    // Not even for a moment: a pending page shown and replaced within the click rebuilds the page.
    expect(flashes.stop()).toEqual([]);
    // The call was made and has not been answered: the dishes on screen came from the menu.
    await waitFor(() => expect(held.calls).toEqual(['/api/foods/tag/Seafood']));
    held.release();
    await overlayGone();
    expect(await cardNames()).toEqual(names(withTag('Seafood')));
  });

  it("show the server's answer when it comes, where it differs from the menu's", async () => {
    const [first, second] = withTag('Seafood');
    const repriced = { ...first!, price: first!.price + 1 };
    const held = holdCalls('*/api/foods/search/:term', () => HttpResponse.json([repriced]));
    const { user } = await renderRoute('/');
    await cards();
    await user.type(screen.getByRole('searchbox', { name: 'Search food' }), `${second!.name}{Enter}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Results for “${second!.name}”` }),
    ).toBeVisible();
    expect(await cardNames()).toEqual([second!.name]);
    await waitFor(() => expect(held.calls).toEqual([`/api/foods/search/${second!.name}`]));
    held.release();
    await waitFor(async () => expect(await cardNames()).toEqual([repriced.name]));
    expect(screen.getByText(`$${repriced.price.toFixed(2)}`)).toBeVisible();
  });

  it('wait for their own call as before on a page opened by link, and fetch no whole menu for it', async () => {
    const held = holdCalls('*/api/foods/tag/:tag');
    const menuCalls = holdCalls('*/api/foods');
    menuCalls.release();
    await renderRoute('/tag/Seafood');
    expect(await screen.findByRole('region', { name: 'Loading page' })).toBeInTheDocument();
    await waitFor(() => expect(held.calls).toEqual(['/api/foods/tag/Seafood']));
    held.release();
    expect(await cardNames()).toEqual(names(withTag('Seafood')));
    expect(menuCalls.calls).toEqual([]);
  });

  it("answer 'All' with the menu itself, already the answer to that call (/api/foods)", async () => {
    const { user } = await renderRoute('/');
    await cards();
    const menuCalls = holdCalls('*/api/foods');
    menuCalls.release();
    await user.click(tagLink('All'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag: All' })).toBeVisible();
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
    await overlayGone();
    expect(menuCalls.calls).toEqual([]);
  });

  it("keep the menu's answer when the spec's call fails, with no error page", async () => {
    const held = holdCalls('*/api/foods/tag/:tag', () =>
      HttpResponse.text('The kitchen is on fire.', { status: 500 }),
    );
    const { user } = await renderRoute('/');
    await cards();
    await user.click(tagLink('Spicy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag: Spicy' })).toBeVisible();
    held.release();
    await waitFor(() => expect(held.calls).toHaveLength(1));
    await overlayGone();
    expect(await cardNames()).toEqual(names(withTag('Spicy')));
    expect(screen.queryByRole('heading', { name: 'The menu could not be loaded' })).not.toBeInTheDocument();
  });

  it('keep the page from home to a tag: the same search box, and no new render of a card in both', async () => {
    const held = holdCalls('*/api/foods/tag/:tag');
    const { user } = await renderRoute('/');
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
    const searchBox = screen.getByRole('searchbox', { name: 'Search food' });
    const cardRenders = vi.spyOn(prices, 'formatPrice');
    await user.click(tagLink('Seafood'));
    await waitFor(async () => expect(await cardNames()).toEqual(names(withTag('Seafood'))));
    expect(screen.getByRole('searchbox', { name: 'Search food' })).toBe(searchBox);
    // Only the cards that move into or out of the first row (eager picture) render again.
    const seafood = withTag('Seafood');
    const moved = seafood.filter(
      (food, position) => SEED_FOODS.indexOf(food) < EAGER_CARDS !== position < EAGER_CARDS,
    );
    expect(moved.length).toBeLessThan(seafood.length);
    expect(cardRenders).toHaveBeenCalledTimes(moved.length);
    held.release();
    await overlayGone();
  });

  it('render a card again only where a filter changes it, and none when the server agrees', async () => {
    // Every card formats its price once per render, so calls of the formatter count card renders.
    const cardRenders = vi.spyOn(prices, 'formatPrice');
    const held = holdCalls('*/api/foods/tag/:tag');
    const { user } = await renderRoute('/');
    await waitFor(async () => expect(await cards()).toHaveLength(SEED_FOODS.length));
    await user.click(tagLink('Seafood'));
    await waitFor(async () => expect(await cardNames()).toEqual(names(withTag('Seafood'))));
    cardRenders.mockClear();
    // The catalogue asks for the tags once per render: nothing below the page renders for an answer
    // that changes nothing.
    const catalogueRenders = vi.spyOn(foodsApi, 'useGetTagsQuery');
    held.release();
    await waitFor(() => expect(held.calls).toHaveLength(1));
    await overlayGone();
    expect(cardRenders).not.toHaveBeenCalled();
    expect(catalogueRenders).not.toHaveBeenCalled();
    catalogueRenders.mockRestore();

    const [seafood, spicy] = [withTag('Seafood'), withTag('Spicy')];
    // A card renders when it is new, or when it moves into or out of the first row (eager picture).
    const changed = spicy.filter((food, position) => {
      const before = seafood.indexOf(food);
      return before === -1 || before < EAGER_CARDS !== position < EAGER_CARDS;
    });
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(spicy.length);
    await user.click(tagLink('Spicy'));
    await waitFor(async () => expect(await cardNames()).toEqual(names(spicy)));
    await overlayGone();
    expect(cardRenders).toHaveBeenCalledTimes(changed.length);
  });
});

describe('a big menu', () => {
  const shownText = (count: number, of = BIG_CATALOGUE_SIZE) => `Showing ${count} of ${of} dishes`;
  const items = () => within(screen.getByRole('list', { name: 'Dishes' })).getAllByRole('listitem');
  const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  afterEach(() => {
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
  });

  it('keeps only the rows near the screen in the page, however many pages are shown', async () => {
    server.use(...scenarios['big-catalogue'].handlers);
    const { user } = await renderRoute('/');
    expect(await screen.findByText(shownText(GRID_PAGE_SIZE))).toBeVisible();
    for (const pages of [2, 3, 4]) {
      await user.click(screen.getByRole('button', { name: 'Show more dishes' }));
      expect(await screen.findByText(shownText(pages * GRID_PAGE_SIZE))).toBeVisible();
    }
    const shown = 4 * GRID_PAGE_SIZE;
    // Windowed, each dish says where it stands in the list a screen reader cannot see whole.
    await waitFor(() => expect(items()[0]).toHaveAttribute('aria-setsize', String(shown)));
    expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    expect(items().length).toBeLessThan(GRID_PAGE_SIZE);

    // Far down (jsdom lays nothing out, so the window says where it is and reports the scroll).
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 10_000_000 });
    fireEvent.scroll(window);
    await waitFor(() => expect(items().at(-1)).toHaveAttribute('aria-posinset', String(shown)));
    expect(items().length).toBeLessThan(GRID_PAGE_SIZE);
    expect(items()[0]).not.toHaveAttribute('aria-posinset', '1');
  });

  it('comes back from a dish with as many dishes shown as before', async () => {
    server.use(...scenarios['big-catalogue'].handlers);
    const { user, router } = await renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Show more dishes' }));
    expect(await screen.findByText(shownText(2 * GRID_PAGE_SIZE))).toBeVisible();
    const [card] = await cards();
    const link = within(card!).getByRole('link');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: link.textContent! })).toBeVisible();
    router.history.back();
    expect(await screen.findByText(shownText(2 * GRID_PAGE_SIZE))).toBeVisible();
  });

  it('starts a new filter at its first page', async () => {
    server.use(...scenarios['big-catalogue'].handlers);
    const seafood = bigMenu(SEED_FOODS).filter((food) => food.tags.includes('Seafood')).length;
    const { user } = await renderRoute('/tag/Spicy');
    await user.click(await screen.findByRole('button', { name: 'Show more dishes' }));
    expect(await screen.findByText(new RegExp(`^Showing ${2 * GRID_PAGE_SIZE} of`))).toBeVisible();
    await user.click(tagLink('Seafood'));
    expect(await screen.findByText(shownText(GRID_PAGE_SIZE, seafood))).toBeVisible();
  });
});
