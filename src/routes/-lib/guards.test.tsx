import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { logIn } from '@mocks/testing/api';
import { renderRoute } from '@/testing/render-route';

const shopper = DEMO_ACCOUNTS.find((account) => account.role === 'shopper')!;

describe('guards', () => {
  it.each([
    ['/checkout', '/checkout'],
    // With no pending order the payment page itself sends the shopper on to checkout.
    ['/payment', '/checkout'],
    ['/profile', '/profile'],
    ['/orders', '/orders'],
    ['/dashbord', '/dashbord'],
    ['/admin', '/admin'],
  ])('%s sends a logged-out visitor to login, and back there after logging in', async (path, landing) => {
    const { user, router } = await renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ returnUrl: path });
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), shopper.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('keeps the search part of the requested URL', async () => {
    const { router } = await renderRoute('/profile?returnUrl=%2Fcart-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ returnUrl: '/profile?returnUrl=%2Fcart-page' });
  });

  it('shows the admin area to an admin', async () => {
    await renderRoute('/admin', { user: await logIn('admin') });
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeVisible();
  });

  it('tells a logged-in shopper the admin area is not for them', async () => {
    await renderRoute('/admin', { user: await logIn('shopper') });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Admin area' })).not.toBeInTheDocument();
  });
});

describe('an expired session', () => {
  it('is ended on a 401: the user is told, logged out and sent to login with a way back', async () => {
    server.use(
      http.post('*/api/users/update', () => HttpResponse.text('Please log in to continue.', { status: 401 })),
    );
    const { user, router } = await renderRoute('/profile', { user: await logIn('shopper') });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ returnUrl: '/profile' });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
  });

  it('is not ended by a page merely preloaded on hover, but by going there', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/orders', ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return HttpResponse.text('Please log in to continue.', { status: 401 });
      }),
    );
    const { user, router, store } = await renderRoute('/', { user: await logIn('shopper') });
    await user.click(await screen.findByRole('button', { name: /account menu/ }));
    await user.hover(screen.getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(calls).toEqual(['/api/orders']));
    // The refusal has come back: no request is left in flight, counted or quiet.
    await waitFor(() => expect(store.getState().pendingRequests).toMatchObject({ count: 0, quiet: [] }));
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ returnUrl: '/orders' });
  });
});
