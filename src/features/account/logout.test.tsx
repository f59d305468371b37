import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import { server } from '@mocks/node';
import { DEMO_ACCOUNTS, SEED_FOODS, SEED_ORDERS } from '@mocks/seed';
import { call, logIn } from '@mocks/testing/api';
import { renderRoute } from '@/testing/render-route';

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

const anOrder = () => {
  const food = SEED_FOODS[0]!;
  return {
    items: [{ food, quantity: 1, price: food.price }],
    totalPrice: food.price,
    name: 'Sam Shopper',
    address: '8523 Aubrey Fork',
    addressLatLng: { lat: 52.52, lng: 13.405 },
  };
};

const shopper = DEMO_ACCOUNTS.find((account) => account.role === 'shopper')!;

async function logOutFromTheMenu(user: User) {
  await user.click(await screen.findByRole('button', { name: `${shopper.name}, account menu` }));
  await user.click(screen.getByRole('button', { name: 'Logout' }));
}

/** Every API call from now on, as 'METHOD /path', that went out without a token. */
function callsWithoutToken(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.headers.has(ACCESS_TOKEN_HEADER))
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

/** The public calls the home page makes, which need no token. */
const isMenuCall = (call: string) => /^GET \/api\/foods(\/|$)/.test(call);

describe('logout', () => {
  it('ends the session on the server too: the old token is refused afterwards', async () => {
    const elsewhere = await logIn('shopper');
    const here = await logIn('shopper');
    const { user, router } = await renderRoute('/orders', { user: here });
    // The orders page loads with the token, so it worked until the logout.
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeVisible();

    await logOutFromTheMenu(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
    await waitFor(async () => expect((await call('/api/orders', { token: here.token })).status).toBe(401));
    // Only the app's own session ended: the same shopper's session elsewhere goes on.
    expect((await call('/api/orders', { token: elsewhere.token })).status).toBe(200);
  });

  it.each(['/orders', `/orders/${SEED_ORDERS[0]!.id}`, '/dashbord', '/payment', '/profile'])(
    'sends no call without a token after logging out on %s: the private page goes with the session',
    async (page) => {
      const shopper = await logIn('shopper');
      if (page === '/payment') await call('/api/orders/create', { token: shopper.token, body: anOrder() });
      const { user, router } = await renderRoute(page, { user: shopper });
      await screen.findByRole('heading', { level: 1 });
      const withoutToken = callsWithoutToken();

      await logOutFromTheMenu(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
      await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
      expect(withoutToken.filter((call) => !isMenuCall(call))).toEqual([]);
      expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
    },
  );

  it('leaves a private page for the login page when another tab logs out, with no call without a token', async () => {
    const { router } = await renderRoute('/orders', { user: await logIn('shopper') });
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeVisible();
    const withoutToken = callsWithoutToken();

    // What the other tab's logout writes, and the event this tab gets for it.
    localStorage.setItem('User', JSON.stringify({ ...JSON.parse(localStorage.getItem('User')!), token: '' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'User', storageArea: localStorage }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ returnUrl: '/orders' });
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(withoutToken).toEqual([]);
  });

  it.each([
    ['answers 500', () => HttpResponse.text('Something went wrong on our side.', { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('logs out at once when the server %s, with no error toast', async (_case, answer) => {
    const sent: (string | null)[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/auth/logout', async ({ request }) => {
        sent.push(request.headers.get(ACCESS_TOKEN_HEADER));
        await held;
        return answer();
      }),
    );
    const loggedIn = await logIn('shopper');
    const { user, router } = await renderRoute('/', { user: loggedIn });

    await logOutFromTheMenu(user);
    await waitFor(() => expect(sent).toEqual([loggedIn.token]));
    // Out while the server holds its answer: the local logout never waits for it.
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
    release();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('User') ?? '{}')).toMatchObject({ token: '' }),
    );
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());

    // A toast raised now comes after any the failed logout raised, so its arrival proves there was none.
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), shopper.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("keeps a new session when the old logout's 401 arrives after logging in again", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    server.use(
      http.post('*/api/auth/logout', async () => {
        await held;
        answered = true;
        return HttpResponse.text('Please log in first.', { status: 401 });
      }),
    );
    const { user, router } = await renderRoute('/', { user: await logIn('shopper') });
    await logOutFromTheMenu(user);
    await user.click(await screen.findByRole('link', { name: 'Login' }));
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), shopper.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();

    release();
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: `${shopper.name}, account menu` })).toBeVisible();
  });
});
