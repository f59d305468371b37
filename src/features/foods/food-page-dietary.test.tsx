import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SEED_FOODS } from '@mocks/seed';
import type { Food } from '@contract/types';
import { renderRoute } from '@/testing/render-route';

const KITCHEN_NOTE =
  'Allergen information is provided by the kitchen. If you have an allergy, please check with the restaurant before ordering.';

const dish = (name: string): Food => {
  const food = SEED_FOODS.find((item) => item.name === name);
  if (!food) throw new Error(`The seed has no ${name}.`);
  return food;
};

/** The dish page as a server answers this dish (the menu for 'More like this' stays the seed's). */
function serveDish(answer: Record<string, unknown>) {
  server.use(http.get('*/api/foods/:id', () => HttpResponse.json(answer)));
}

describe('a dish page’s diets and allergens', () => {
  it('lists what the dish contains by name, its diets, and that the kitchen declares them', async () => {
    const padThai = dish('Pad Thai');
    await renderRoute(`/food/${padThai.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pad Thai' })).toBeVisible();
    expect(screen.getByText('Contains:').closest('p')).toHaveTextContent(
      'Contains: Eggs, Fish, Peanuts, Soya',
    );
    const diets = screen.getByRole('list', { name: 'Diets' });
    expect(
      within(diets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gluten-free']);
    expect(screen.getByText(KITCHEN_NOTE)).toBeVisible();
  });

  it('says a dish with an empty list contains none of the 14, still as the kitchen declares it', async () => {
    const chana = dish('Chana Masala');
    await renderRoute(`/food/${chana.id}`);
    expect(await screen.findByText('Contains none of the 14 main allergens')).toBeVisible();
    expect(screen.queryByText('Contains:')).not.toBeInTheDocument();
    const diets = screen.getByRole('list', { name: 'Diets' });
    expect(
      within(diets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vegetarian', 'Vegan', 'Gluten-free']);
    expect(screen.getByText(KITCHEN_NOTE)).toBeVisible();
  });

  it('says plainly that allergen information is not available when the server sends no list', async () => {
    const { diets, allergens, ...unmodelled } = dish('Pad Thai');
    expect([diets, allergens]).toEqual([expect.any(Array), expect.any(Array)]);
    serveDish(unmodelled);
    await renderRoute(`/food/${unmodelled.id}`);
    expect(await screen.findByText('Allergen information is not available for this dish.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByText(/^Contains/)).not.toBeInTheDocument();
    expect(screen.queryByText(KITCHEN_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Diets' })).not.toBeInTheDocument();
  });

  it('reads a server’s lists liberally: any case or order, unknown values dropped', async () => {
    const padThai = dish('Pad Thai');
    serveDish({
      ...padThai,
      diets: ['keto', 'VEGAN ', 'vegetarian'],
      allergens: ['milk', 'GLUTEN', 'peanut'],
    });
    await renderRoute(`/food/${padThai.id}`);
    expect((await screen.findByText('Contains:')).closest('p')).toHaveTextContent('Contains: Gluten, Milk');
    const diets = screen.getByRole('list', { name: 'Diets' });
    expect(
      within(diets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vegetarian', 'Vegan']);
  });
});

describe('a card’s diet labels', () => {
  it('shows short badges named in full, a vegan dish without the Vegetarian it implies', async () => {
    await renderRoute('/search/Chana');
    const article = (await screen.findByRole('link', { name: 'Chana Masala' })).closest('article')!;
    const card = within(article);
    expect(card.getByText('Diets:')).toHaveClass('visually-hidden');
    expect(card.getByText('Vegan')).toBeVisible();
    expect(card.getByText('GF')).toHaveAttribute('aria-hidden', 'true');
    expect(card.getByText('Gluten-free')).toHaveClass('visually-hidden');
    expect(card.queryByText('Vegetarian')).not.toBeInTheDocument();
    // The menu's list items stay the dishes: the badges are no list of their own.
    expect(within(screen.getByRole('list', { name: 'Dishes' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows none from a server without them', async () => {
    server.use(
      http.get('*/api/foods/search/:term', () =>
        HttpResponse.json(SEED_FOODS.map((food) => ({ ...food, diets: undefined, allergens: undefined }))),
      ),
    );
    await renderRoute('/search/a');
    expect(await screen.findByRole('link', { name: 'Chana Masala' })).toBeVisible();
    expect(screen.queryByText('Diets:')).not.toBeInTheDocument();
  });
});
