import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SEED_FOODS } from '@mocks/seed';
import { selectCart } from '@/features/cart/cart-slice';
import { renderRoute } from '@/testing/render-route';

const food = SEED_FOODS.find((item) => item.tags.length > 1 && item.origins.length > 0)!;

describe('dish page', () => {
  it('shows every detail of the dish', async () => {
    await renderRoute(`/food/${food.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: food.name })).toBeVisible();
    expect(screen.getByRole('img', { name: food.name })).toHaveAttribute(
      'src',
      expect.stringContaining(food.id),
    );
    expect(screen.getByRole('button', { name: `Save ${food.name} to favourites` })).toBeVisible();
    expect(screen.getByRole('img', { name: /out of 5/ })).toBeVisible();
    expect(screen.getByText(food.origins.join(' · '))).toBeVisible();
    expect(screen.getByText(food.description!)).toBeVisible();
    expect(screen.getByText(`Time to cook about ${food.cookTime} minutes`)).toBeVisible();
    expect(screen.getByText(`$${food.price.toFixed(2)}`)).toBeVisible();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tags.map((tag) => tag.getAttribute('href'))).toEqual(
      food.tags.map((tag) => `/tag/${encodeURIComponent(tag)}`),
    );
  });

  it('suggests a few other dishes sharing a tag with it, as links to their pages', async () => {
    const { user, router } = await renderRoute(`/food/${food.id}`);
    const more = await screen.findByRole('region', { name: 'More like this' });
    const links = within(more).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links.length).toBeLessThanOrEqual(4);
    const suggested = links.map((link) =>
      SEED_FOODS.find((dish) => link.getAttribute('href') === `/food/${dish.id}`)!,
    );
    for (const [index, dish] of suggested.entries()) {
      expect(dish.id).not.toBe(food.id);
      expect(
        dish.tags.some((tag) => food.tags.includes(tag)),
        dish.name,
      ).toBe(true);
      expect(links[index]).toHaveTextContent(`${dish.name}, $${dish.price.toFixed(2)}`);
    }

    const next = suggested[0]!;
    await user.click(links[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: next.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/food/${next.id}`);
    const nextLinks = within(screen.getByRole('region', { name: 'More like this' })).getAllByRole('link');
    expect(nextLinks.map((link) => link.getAttribute('href'))).not.toContain(`/food/${next.id}`);
  });

  it('shows a dish as a server without the extensions sends it: no description, no suggestions without a menu', async () => {
    server.use(
      http.get('*/api/foods/:id', () => HttpResponse.json({ ...food, description: undefined })),
      http.get('*/api/foods', () => HttpResponse.text('Menu is asleep.', { status: 500 })),
    );
    await renderRoute(`/food/${food.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: food.name })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByText(food.description!)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More like this' })).not.toBeInTheDocument();
  });

  it('adds the dish to the cart, once, and goes to the cart page', async () => {
    const { user, router, store } = await renderRoute(`/food/${food.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await router.navigate({ to: '/food/$id', params: { id: food.id } });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
    expect(selectCart(store.getState()).totalCount).toBe(1);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('Cart') ?? '{}')).toMatchObject({
        items: [{ food: { id: food.id }, quantity: 1, price: food.price }],
        totalCount: 1,
        totalPrice: food.price,
      }),
    );
  });

  it('says Item not found for an unknown id, with a way home', async () => {
    const { user, router } = await renderRoute('/food/does-not-exist');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('treats a 200 with an empty body as not found, as some real servers answer', async () => {
    server.use(http.get('*/api/foods/:id', () => new HttpResponse(null, { status: 200 })));
    await renderRoute(`/food/${food.id}`);
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeVisible();
  });

  it('treats a 200 that is not a dish as a failure to retry, never as not found', async () => {
    server.use(
      http.get('*/api/foods/:id', () => HttpResponse.json({ title: 'Pizza', cost: 9 }), { once: true }),
    );
    const { user } = await renderRoute(`/food/${food.id}`);
    expect(await screen.findByRole('heading', { name: 'This dish could not be loaded' })).toBeVisible();
    expect(screen.getByText("The server's answer was not a usable dish. Please try again.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: food.name })).toBeVisible();
  });

  it('resolves a relative image link against the API, as real servers send it, not against the page', async () => {
    server.use(
      http.get('*/api/foods/:id', () => HttpResponse.json({ ...food, imageUrl: 'assets/food-1.jpg' })),
    );
    await renderRoute(`/food/${food.id}`);
    expect(await screen.findByRole('img', { name: food.name })).toHaveAttribute(
      'src',
      `${location.origin}/assets/food-1.jpg`,
    );
  });

  it('offers to try again when the dish could not be loaded', async () => {
    server.use(
      http.get('*/api/foods/:id', () => HttpResponse.text('Database is asleep.', { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute(`/food/${food.id}`);
    expect(await screen.findByText('Database is asleep.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: food.name })).toBeVisible();
  });
});
