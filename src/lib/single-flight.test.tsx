import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { DEMO_ACCOUNTS, SEED_FOODS } from '@mocks/seed';
import { logIn } from '@mocks/testing/api';
import { placeOrder } from '@mocks/testing/orders';
import { renderRoute } from '@/testing/render-route';

const shopper = DEMO_ACCOUNTS.find((account) => account.role === 'shopper')!;
const food = SEED_FOODS[0]!;
const cart = { items: [{ food, quantity: 1, price: food.price }], totalPrice: food.price, totalCount: 1 };

/** How many requests reached this API path. */
function countRequests(path: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  });
  return () => count;
}

/** Two clicks in the same instant: both land before React has re-rendered the busy button. */
function doubleClick(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

afterEach(() => server.events.removeAllListeners());

describe('two clicks in the same instant send one request', () => {
  it('on Login', async () => {
    const { user } = await renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), shopper.password);
    const logins = countRequests('/api/auth/login');
    doubleClick(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(logins()).toBe(1);
  });

  it("on Register, with no 'Registration Failed' for the second", async () => {
    const { user } = await renderRoute('/register');
    await user.type(await screen.findByLabelText('Name'), 'Dora Double');
    await user.type(screen.getByLabelText('Email'), 'dora@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.type(screen.getByLabelText('Address'), '2 Click Lane');
    const registrations = countRequests('/api/auth/register');
    doubleClick(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(registrations()).toBe(1);
    expect(screen.queryByText('Registration Failed')).not.toBeInTheDocument();
  });

  it('on Go to Payment', async () => {
    const { user, router } = await renderRoute('/checkout', { user: await logIn('shopper'), cart });
    await user.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
    const orders = countRequests('/api/orders/create');
    doubleClick(screen.getByRole('button', { name: 'Go to Payment' }));
    // The payment page itself, not only its address: a test that ends while the page still loads
    // leaves the router's timers to fire after the test environment has gone.
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    expect(orders()).toBe(1);
  });

  it("on Pay now, with no 'Payment Failed' for the second", async () => {
    const account = await logIn('shopper');
    await placeOrder(account.token, [food]);
    const { router } = await renderRoute('/payment', { user: account, cart });
    const payments = countRequests('/api/orders/pay');
    doubleClick(await screen.findByRole('button', { name: 'Pay now — demo, no real charge' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /^Order from / })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/orders\/.+/);
    expect(payments()).toBe(1);
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
  });
});
