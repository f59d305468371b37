import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SEED_FOODS } from '@mocks/seed';
import type { Food } from '@contract/types';
import type { MenuQuery } from '@/features/foods/menu-query';
import { renderRoute } from '@/testing/render-route';
import { routeHref } from './route-anchor';

// Exercised through the menu's tag links, which are route anchors.
const tagLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Tags' })).getAllByRole('link');
const tagLink = async (tag: string) =>
  (await tagLinks()).find((link) => link.textContent?.startsWith(`${tag} `))!;

describe('a route anchor', () => {
  it("shows the address the router's own Link writes, query and awkward names included", async () => {
    const tags = ['Café & Bar', '100% Veg', 'a/b?c#d', 'Spicy'];
    const menu: Food[] = [{ ...SEED_FOODS[0]!, tags }];
    server.use(
      http.get('*/api/foods', () => HttpResponse.json(menu)),
      http.get('*/api/foods/tags', () => HttpResponse.json(tags.map((name) => ({ name, count: 1 })))),
    );
    const { router } = await renderRoute('/?sort=name&diet=vegan&without=peanuts&without=milk');
    await waitFor(async () => expect(await tagLinks()).toHaveLength(tags.length));
    // The query as the page reads it, which its tag links keep.
    const search: MenuQuery = { sort: 'name', diet: ['vegan'], without: ['peanuts', 'milk'] };
    for (const tag of tags) {
      expect(await tagLink(tag)).toHaveAttribute(
        'href',
        routeHref(router, { to: '/tag/$tag', params: { tag }, search }),
      );
    }
    expect(await tagLink('Spicy')).toHaveAttribute(
      'href',
      '/tag/Spicy?sort=name&diet=vegan&without=peanuts&without=milk',
    );
  });

  it('goes there in the page on a plain click, and leaves a click for a new tab or window to the browser', async () => {
    const { router } = await renderRoute('/');
    const link = await tagLink('Spicy');
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      // fireEvent returns false when the app prevented the browser's own handling.
      expect(fireEvent.click(link, { [modifier]: true })).toBe(true);
    }
    expect(router.state.location.pathname).toBe('/');
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tag/Spicy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag: Spicy' })).toBeVisible();
  });

  it('preloads the page when pointed at or focused', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(decodeURIComponent(request.url)));
    // A tag's page opened by link: the menu is not in the cache, so another tag's page needs its call.
    const { user } = await renderRoute('/tag/Spicy');
    await user.hover(await tagLink('Seafood'));
    await waitFor(() => expect(asked.some((url) => url.endsWith('/api/foods/tag/Seafood'))).toBe(true));
    (await tagLink('Pizza')).focus();
    await waitFor(() => expect(asked.some((url) => url.endsWith('/api/foods/tag/Pizza'))).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'Tag: Spicy' })).toBeVisible();
  });
});
