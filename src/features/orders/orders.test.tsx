import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applyScenario, server } from '@mocks/node';
import { SEED_ORDERS } from '@mocks/seed';
import { call, logIn } from '@mocks/testing/api';
import { renderRoute } from '@/testing/render-route';
import { formatDate } from '@/utils/format-date';

const newestFirst = [...SEED_ORDERS].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

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
