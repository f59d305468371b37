import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { SEED_FOODS } from '@mocks/seed';
import { env } from '@/config/env';
import { logIn } from '@mocks/testing/api';
import { renderRoute } from '@/testing/render-route';

describe('layout', () => {
  it("shows the brand 'Food Store!' linking home, and a Login link carrying the current URL", async () => {
    await renderRoute('/search/soup');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Food Store!' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent('/search/soup')}`,
    );
  });

  it('shows the cart count only when above zero', async () => {
    const food = SEED_FOODS[0]!;
    await renderRoute('/', {
      cart: { items: [{ food, quantity: 3, price: 1 }], totalPrice: 1, totalCount: 3 },
    });
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart-page');
  });

  it('shows no count for an empty cart', async () => {
    await renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeVisible();
  });

  it('shows a not-found page inside the layout for an unknown URL', async () => {
    const { user, router } = await renderRoute('/no/such/page?x=%E0%A4%A');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Food Store!' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows 'Loading...' while a request is in flight, and hides it when all have settled", async () => {
    const dish = SEED_FOODS[0]!;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The dish page asks for the menu ('More like this') beside the dish, and shows without it.
    server.use(
      http.get('*/api/foods', async () => {
        await held;
        return HttpResponse.json(SEED_FOODS);
      }),
    );
    await renderRoute(`/food/${dish.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: dish.name })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    release();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });

  it('shows the header and the Loading overlay at once on a first load, before the page has its data', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/foods', async () => {
        await held;
        return HttpResponse.json(SEED_FOODS);
      }),
    );
    await renderRoute('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('link', { name: 'Food Store!' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Dishes' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('list', { name: 'Dishes' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });

  it('fails a call that never answers after the timeout: the overlay goes, the page says so, and retries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      server.use(http.get('*/api/foods', () => delay('infinite')));
      const { user } = await renderRoute('/');
      expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
      await vi.advanceTimersByTimeAsync(env.apiTimeoutMs);
      expect(await screen.findByRole('heading', { name: 'The menu could not be loaded' })).toBeVisible();
      expect(screen.getByText('The server took too long to answer. Please try again.')).toBeVisible();
      await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
      server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('list', { name: 'Dishes' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('raises no overlay for a dish preloaded under the pointer; once clicked, shows it until the dish arrives', async () => {
    const dish = SEED_FOODS[2]!;
    let asked = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/api/foods/${dish.id}`, async () => {
        asked = true;
        await held;
        // Nothing returned: the seed's own handler answers.
      }),
    );
    const { user } = await renderRoute('/');
    const link = await screen.findByRole('link', { name: dish.name });
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    await user.hover(link);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: dish.name })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });

  it('hides the overlay after a failed request too', async () => {
    server.use(
      http.get('*/api/foods', async () => {
        await delay(20);
        return HttpResponse.error();
      }),
    );
    await renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'The menu could not be loaded' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });
});

describe('requests', () => {
  it('carry the access_token header when the stored user has a token, and none otherwise', async () => {
    // A session the mock knows: the hearts ask for the user's favourites, and a made-up token gets 401.
    const shopper = await logIn('shopper');
    const tokens: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      tokens.push(request.headers.get('access_token'));
    });
    await renderRoute('/', { user: shopper });
    await screen.findByRole('list', { name: 'Dishes' });
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set([shopper.token]));
    server.events.removeAllListeners();
  });
});

describe('browser storage', () => {
  it.each([
    ['broken JSON', '{"items": [', '{oops'],
    ['foreign shapes', JSON.stringify({ foo: 1 }), JSON.stringify([1, 2, 3])],
    [
      'wrong types',
      JSON.stringify({ id: 5, token: {} }),
      JSON.stringify({ items: 'many', totalPrice: 'lots' }),
    ],
  ])('ignores %s in User and Cart and still shows the menu, logged out', async (_label, user, cart) => {
    localStorage.setItem('User', user);
    localStorage.setItem('Cart', cart);
    await renderRoute('/');
    expect(await screen.findByRole('list', { name: 'Dishes' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeVisible();
  });
});
