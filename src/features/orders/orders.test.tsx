import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applyScenario, server } from '@mocks/node';
import { SEED_FOODS, SEED_ORDERS } from '@mocks/seed';
import { call, logIn } from '@mocks/testing/api';
import { renderRoute } from '@/testing/render-route';
import { formatDate } from '@/utils/format-date';

const newestFirst = [...SEED_ORDERS].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Checks out as the app does: the shopper's order awaiting payment, the one /payment shows. */
async function placeOrder(token: string): Promise<{ id: string; createdAt: string }> {
  const food = SEED_FOODS[0]!;
  const answer = await call('/api/orders/create', {
    token,
    body: {
      items: [{ food, quantity: 1, price: food.price }],
      totalPrice: food.price,
      name: 'Sam Shopper',
      address: '8523 Aubrey Fork',
      addressLatLng: { lat: 52.52, lng: 13.405 },
    },
  });
  return JSON.parse(answer.text);
}

async function newShopper() {
  const answer = await call('/api/auth/register', {
    body: {
      name: 'Olga Ordersome',
      email: 'olga@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      address: '3 Quiet Lane',
    },
  });
  return JSON.parse(answer.text);
}

describe('orders', () => {
  it('shows a status the app does not know as the server sent it, never as Awaiting payment', async () => {
    const shopper = await logIn('shopper');
    const orders = JSON.parse((await call('/api/orders', { token: shopper.token })).text) as object[];
    server.use(
      http.get('*/api/orders', () => HttpResponse.json([{ ...orders[0], status: 'On hold' }]), {
        once: true,
      }),
    );
    await renderRoute('/orders', { user: shopper });
    const row = within(await screen.findByRole('list', { name: 'Orders' })).getByRole('listitem');
    expect(within(row).getByText('On hold')).toBeVisible();
    expect(within(row).queryByText('Awaiting payment')).not.toBeInTheDocument();
  });

  it("lists the shopper's orders newest first, with date, status, items and total", async () => {
    await renderRoute('/orders', { user: await logIn('shopper') });
    const rows = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(rows).toHaveLength(SEED_ORDERS.length);
    const newest = newestFirst[0]!;
    const first = rows[0]!;
    expect(
      within(first).getByRole('link', { name: `Order from ${formatDate(newest.createdAt)}` }),
    ).toHaveAttribute('href', `/orders/${newest.id}`);
    expect(within(first).getByText(newest.status === 'DELIVERED' ? 'Delivered' : 'Paid')).toBeVisible();
    expect(within(first).getByText(`$${newest.totalPrice.toFixed(2)}`)).toBeVisible();
    expect(within(first).getByText(new RegExp(newest.items[0]!.food.name))).toBeVisible();
  });

  it('says so when there are no orders yet', async () => {
    await renderRoute('/orders', { user: await newShopper() });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = await logIn('shopper');
    applyScenario('server-down');
    await renderRoute('/orders', { user });
    expect(await screen.findByRole('heading', { name: 'Your orders could not be loaded' })).toBeVisible();
  });

  it('shows one order with its status, items and delivery point', async () => {
    const order = newestFirst[0]!;
    await renderRoute(`/orders/${order.id}`, { user: await logIn('shopper') });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order from ${formatDate(order.createdAt)}` }),
    ).toBeVisible();
    expect(screen.getByText(order.address)).toBeVisible();
    expect(screen.getByRole('table', { name: 'Order items' })).toHaveTextContent(order.items[0]!.food.name);
    expect(screen.getByRole('region', { name: 'Delivery address' })).toBeInTheDocument();
  });

  it('offers to continue to payment on the order awaiting payment, in the list and on its page', async () => {
    const shopper = await logIn('shopper');
    const pending = await placeOrder(shopper.token);
    const { user, router } = await renderRoute('/orders', { user: shopper });
    const rows = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(rows).toHaveLength(SEED_ORDERS.length + 1);
    const [newest, ...paid] = rows;
    expect(within(newest!).getByText('Awaiting payment')).toBeVisible();
    expect(await within(newest!).findByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      '/payment',
    );
    for (const row of paid)
      expect(within(row).queryByRole('link', { name: 'Continue to payment' })).toBeNull();

    await user.click(
      within(newest!).getByRole('link', { name: `Order from ${formatDate(pending.createdAt)}` }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${pending.id}`));
    const details = within(await screen.findByRole('region', { name: 'Details' }));
    await user.click(await details.findByRole('link', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  });

  it('offers no payment for a paid order', async () => {
    const order = newestFirst[0]!;
    await renderRoute(`/orders/${order.id}`, { user: await logIn('shopper') });
    await screen.findByRole('heading', { level: 1, name: `Order from ${formatDate(order.createdAt)}` });
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('offers payment only for the order /payment would show, never an older unpaid one', async () => {
    const shopper = await logIn('shopper');
    const pending = await placeOrder(shopper.token);
    const older = { ...pending, id: 'older-unpaid', createdAt: '2020-01-01T12:00:00.000Z' };
    const listed = JSON.parse((await call('/api/orders', { token: shopper.token })).text) as object[];
    // A server that keeps an older unpaid order beside the pending one.
    server.use(http.get('*/api/orders', () => HttpResponse.json([...listed, older])));
    await renderRoute('/orders', { user: shopper });
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getAllByText('Awaiting payment')).toHaveLength(2);
    const link = await within(list).findByRole('link', { name: 'Continue to payment' });
    expect(link.closest('li')).toHaveTextContent(formatDate(pending.createdAt));
    expect(within(list).getAllByRole('link', { name: 'Continue to payment' })).toHaveLength(1);
  });

  it('offers no payment when the server has no pending order to pay', async () => {
    const shopper = await logIn('shopper');
    const pending = await placeOrder(shopper.token);
    const requests: string[] = [];
    server.events.on('request:end', ({ request }) => requests.push(new URL(request.url).pathname));
    applyScenario('no-pending-order');
    await renderRoute(`/orders/${pending.id}`, { user: shopper });
    expect(await screen.findByText('Awaiting payment')).toBeVisible();
    await waitFor(() => expect(requests).toContain('/api/orders/newOrderForCurrentUser'));
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it("does not show another user's order", async () => {
    await renderRoute(`/orders/${SEED_ORDERS[0]!.id}`, { user: await newShopper() });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
  });
});

describe('dashboard', () => {
  it('greets the shopper with tiles to orders, profile and cart, and no admin tile', async () => {
    const shopper = await logIn('shopper');
    await renderRoute('/dashbord', { user: shopper });
    expect(await screen.findByRole('heading', { level: 1, name: `Hello, ${shopper.name}` })).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(main.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(main.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart-page');
    expect(
      await screen.findByText(new RegExp(`^${SEED_ORDERS.length} orders; the last one is`)),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Admin area' })).not.toBeInTheDocument();
  });

  it('says so on the Orders tile when the orders cannot be loaded', async () => {
    const shopper = await logIn('shopper');
    applyScenario('server-down');
    await renderRoute('/dashbord', { user: shopper });
    expect(await screen.findByText('Your orders could not be loaded just now.')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('adds the admin tile for admins', async () => {
    await renderRoute('/dashbord', { user: await logIn('admin') });
    expect(await screen.findByRole('link', { name: 'Admin area' })).toHaveAttribute('href', '/admin');
  });

  it('answers /dashboard too', async () => {
    const { router } = await renderRoute('/dashboard', { user: await logIn('shopper') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashbord'));
  });
});

describe('admin area', () => {
  it('lists every order with its customer, status and total', async () => {
    await renderRoute('/admin', { user: await logIn('admin') });
    const table = await screen.findByRole('table', { name: 'All orders, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SEED_ORDERS.length);
    expect(rows[0]).toHaveTextContent(formatDate(newestFirst[0]!.createdAt));
    expect(rows[0]).toHaveTextContent('shopper@foodstore.test');
  });
});
