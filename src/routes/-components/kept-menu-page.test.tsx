import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_FOODS } from '@mocks/seed';
import { renderRoute } from '@/testing/render-route';

const SEAFOOD = SEED_FOODS.filter((food) => food.tags.includes('Seafood'));
const menuCards = () => within(screen.getByRole('list', { name: 'Dishes' })).getAllByRole('article');
const searchBox = () => screen.getByRole('searchbox', { name: 'Search food' });

/** On the Seafood tag with a search typed but not sent, then on the first card's dish page. */
async function openDishFromTag() {
  const app = await renderRoute('/tag/Seafood');
  await waitFor(() => expect(menuCards()).toHaveLength(SEAFOOD.length));
  await app.user.type(searchBox(), 'prawn');
  const cards = menuCards();
  const dish = SEAFOOD[0]!;
  await app.user.click(within(cards[0]!).getByRole('link', { name: dish.name }));
  expect(await screen.findByRole('heading', { level: 1, name: dish.name })).toBeVisible();
  return { ...app, cards, dish };
}

describe('the menu page kept while a dish opened from it shows', () => {
  it('comes back on Back as it was left: the same cards, the search still typed', async () => {
    const { router, cards } = await openDishFromTag();
    router.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag: Seafood' })).toBeVisible();
    const back = menuCards();
    expect(back).toHaveLength(cards.length);
    back.forEach((card, index) => expect(card).toBe(cards[index]));
    expect(searchBox()).toHaveValue('prawn');
  });

  it('is out of the document meanwhile: the dish page is the only page there', async () => {
    const { cards, dish } = await openDishFromTag();
    expect(cards[0]).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Dishes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search food' })).not.toBeInTheDocument();
    expect(screen.getAllByText(dish.name)).toHaveLength(1);
  });

  it('is let go for any other page: the menu is built afresh after the cart', async () => {
    const { router, user, cards } = await openDishFromTag();
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
    router.history.back();
    await screen.findByRole('button', { name: 'Add to Cart' });
    router.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag: Seafood' })).toBeVisible();
    await waitFor(() => expect(menuCards()).toHaveLength(SEAFOOD.length));
    expect(menuCards()[0]).not.toBe(cards[0]);
    expect(searchBox()).toHaveValue('');
  });
});
