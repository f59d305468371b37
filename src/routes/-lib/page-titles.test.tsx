import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_FOODS } from '@mocks/seed';
import { renderRoute } from '@/testing/render-route';

const dish = SEED_FOODS[0]!;

describe('page titles', () => {
  it.each([
    ['/', 'Food Store'],
    ['/tag/Lunch', 'Lunch · Food Store'],
    ['/search/pizza', '“pizza” · Food Store'],
    [`/food/${dish.id}`, `${dish.name} · Food Store`],
    ['/food/no-such-dish', 'Item not found · Food Store'],
    ['/cart-page', 'Cart · Food Store'],
    ['/login', 'Login · Food Store'],
    ['/register', 'Register · Food Store'],
    ['/no/such/page', 'Page not found · Food Store'],
  ])('%s is titled “%s”', async (url, title) => {
    await renderRoute(url);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('after a client-side navigation', () => {
  it("moves focus to the new page's main heading", async () => {
    const { user } = await renderRoute('/');
    const dishes = await screen.findByRole('list', { name: 'Dishes' });
    await user.click(within(dishes).getAllByRole('link', { name: new RegExp(dish.name) })[0]!);
    const heading = await screen.findByRole('heading', { level: 1, name: dish.name });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Cart Page' })).toHaveFocus());
  });

  it('leaves the focus alone on the first page load', async () => {
    await renderRoute(`/food/${dish.id}`);
    await screen.findByRole('heading', { level: 1, name: dish.name });
    expect(document.body).toHaveFocus();
  });
});
