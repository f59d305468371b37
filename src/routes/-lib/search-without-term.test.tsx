import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

it.each(['/search/', '/search', '/search/%20%20%20'])(
  '%s has no term, like an empty search box: home, in place of the address',
  async (href) => {
    const { router } = await renderRoute('/cart-page');
    await screen.findByRole('heading', { level: 1, name: 'Cart Page is Empty' });
    await router.navigate({ href });
    await waitFor(() => expect(router.state.location.href).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
    // Replaced, not added: Back returns to the page before, never to the empty search.
    expect(router.history.length).toBe(2);
    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
  },
);

it('opened directly, /search/ shows the menu at /', async () => {
  const { router } = await renderRoute('/search/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
  expect(router.state.location.href).toBe('/');
  expect(router.history.length).toBe(1);
});
