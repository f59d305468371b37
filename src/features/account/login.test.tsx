import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyScenario } from '@mocks/node';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { logIn } from '@mocks/testing/api';
import { renderRoute } from '@/testing/render-route';

const shopper = DEMO_ACCOUNTS.find((account) => account.role === 'shopper')!;
const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;

async function fillLogin(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it('shows field errors only after the first submit', async () => {
    const { user } = await renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('logs in, stores the user, greets them and goes to the returnUrl', async () => {
    const { user, router } = await renderRoute('/login?returnUrl=%2Fsearch%2Fsoup');
    await fillLogin(user, shopper.email, shopper.password);
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText(`Welcome to FoodStore ${shopper.email}!`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/search/soup'));
    expect(await screen.findByRole('button', { name: `${shopper.name}, account menu` })).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('User') ?? '{}')).toMatchObject({
        email: shopper.email,
        name: shopper.name,
        isAdmin: false,
        token: expect.stringMatching(/.{16,}/),
      }),
    );
    expect(localStorage.getItem('User')).not.toContain(shopper.password);
  });

  it('goes home when there is no returnUrl, and never to another site', async () => {
    const { user, router } = await renderRoute('/login?returnUrl=https%3A%2F%2Fevil.example%2F');
    await fillLogin(user, shopper.email, shopper.password);
    await screen.findByText('Login Successful');
    await waitFor(() => expect(router.state.location.href).toBe('/'));
  });

  it.each(['/login', '/register'])(
    '%s goes on for a shopper already logged in, instead of the form',
    async (path) => {
      const user = await logIn('shopper');
      const home = await renderRoute(path, { user });
      await waitFor(() => expect(home.router.state.location.pathname).toBe('/'));
      home.unmount();
      const onward = await renderRoute(`${path}?returnUrl=%2Forders`, { user });
      await waitFor(() => expect(onward.router.state.location.pathname).toBe('/orders'));
    },
  );

  it("shows 'Login Failed' with the server's message and keeps the input", async () => {
    const { user, router } = await renderRoute('/login');
    await fillLogin(user, shopper.email, 'wrong-password');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(shopper.email);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the failure of the login-fails scenario too', async () => {
    applyScenario('login-fails');
    const { user } = await renderRoute('/login');
    await fillLogin(user, shopper.email, shopper.password);
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
  });

  it("links to 'Register Here' keeping the returnUrl", async () => {
    await renderRoute('/login?returnUrl=%2Fcheckout');
    expect(await screen.findByRole('link', { name: 'Register Here' })).toHaveAttribute(
      'href',
      '/register?returnUrl=%2Fcheckout',
    );
  });
});

describe('header when logged in', () => {
  it('shows the name with Profile, Orders and Logout, and Admin Page only for admins, right after login', async () => {
    const { user } = await renderRoute('/login');
    await fillLogin(user, admin.email, admin.password);
    const menuButton = await screen.findByRole('button', { name: `${admin.name}, account menu` });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(menu).getByRole('link', { name: 'Admin Page' })).toHaveAttribute('href', '/admin');
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('shows no Admin Page to a shopper', async () => {
    const { user } = await renderRoute('/login');
    await fillLogin(user, shopper.email, shopper.password);
    await user.click(await screen.findByRole('button', { name: `${shopper.name}, account menu` }));
    expect(screen.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Admin Page' })).not.toBeInTheDocument();
  });

  it('logs out: forgets the user, keeps the cart, goes home and shows Login again', async () => {
    const food = (await import('@mocks/seed')).SEED_FOODS[0]!;
    const { user, router } = await renderRoute('/login', {
      cart: { items: [{ food, quantity: 2, price: 0 }], totalPrice: 0, totalCount: 2 },
    });
    await fillLogin(user, shopper.email, shopper.password);
    await user.click(await screen.findByRole('button', { name: `${shopper.name}, account menu` }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('User') ?? '{}')).toMatchObject({ token: '' }),
    );
    expect(JSON.parse(localStorage.getItem('Cart') ?? '{}')).toMatchObject({ totalCount: 2 });
  });
});
