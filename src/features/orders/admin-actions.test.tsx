import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SEED_ORDERS } from '@mocks/seed';
import { call, expectTextError, json, logIn } from '@mocks/testing/api';
import { placeAndPay, placeOrder, setOrderStatus as setStatus, track } from '@mocks/testing/orders';
import type { Order } from '@contract/types';
import { renderRoute } from '@/testing/render-route';
import { formatDate } from '@/utils/format-date';

/** The order's row in the admin list, found by its date (the seeded orders are older). */
async function rowOf(order: Order) {
  const table = await screen.findByRole('table', { name: 'All orders, newest first' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(formatDate(order.createdAt)));
  if (!row) throw new Error('the order is not in the admin list');
  return within(row);
}

/** The toast with this title, as one element holding its message too. */
async function toast(title: string) {
  return (await screen.findByText(title)).closest('[role="alert"], [role="status"]')!;
}

describe('admin actions (docs/product.md §2 Admin)', () => {
  it("moves an order on step by step, and the shopper sees the new status on the order's page", async () => {
    const shopper = await logIn('shopper');
    const order = await placeAndPay(shopper.token);
    const admin = await renderRoute('/admin', { user: await logIn('admin') });
    const row = await rowOf(order);
    expect(row.getByText('Paid')).toBeVisible();

    await admin.user.click(row.getByRole('button', { name: 'Mark as being prepared' }));
    expect(await row.findByText('Being prepared')).toBeVisible();
    expect(await toast('Order updated')).toHaveTextContent(`${shopper.name}'s order: Being prepared.`);
    await admin.user.click(await row.findByRole('button', { name: 'Mark as on its way' }));
    expect(await row.findByText('On its way')).toBeVisible();
    expect(row.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    admin.unmount();

    await renderRoute(`/orders/${order.id}`, { user: shopper });
    const details = within(await screen.findByRole('region', { name: 'Details' }));
    expect((await details.findAllByText('On its way'))[0]).toBeVisible();
  });

  it('cancels an order only after a confirm step, which can be backed out of', async () => {
    const shopper = await logIn('shopper');
    const order = await placeAndPay(shopper.token);
    const { user } = await renderRoute('/admin', { user: await logIn('admin') });
    const row = await rowOf(order);

    await user.click(row.getByRole('button', { name: 'Cancel order' }));
    expect(row.getByText('Cancel this order? This cannot be undone.')).toBeVisible();
    expect(row.getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.click(row.getByRole('button', { name: 'Keep order' }));
    expect(row.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    expect(json<Order>(await track(order.id, shopper.token)).status).toBe('PAID');

    await user.click(row.getByRole('button', { name: 'Cancel order' }));
    await user.click(row.getByRole('button', { name: 'Yes, cancel order' }));
    // A paid order that is canceled is refunded (the demo payment), and then nothing is left to do.
    expect(await row.findByText('Refunded')).toBeVisible();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
    expect(json<Order>(await track(order.id, shopper.token)).status).toBe('REFUNDED');
  });

  it("says the server's reason when it refuses a step, and shows the order as it now is", async () => {
    const shopper = await logIn('shopper');
    const order = await placeAndPay(shopper.token);
    const adminUser = await logIn('admin');
    const { user } = await renderRoute('/admin', { user: adminUser });
    const row = await rowOf(order);
    expect(row.getByText('Paid')).toBeVisible();
    // Another admin cancels the order while this page still shows it paid.
    expect((await setStatus(order.id, 'CANCELED', adminUser.token)).status).toBe(200);

    await user.click(row.getByRole('button', { name: 'Mark as being prepared' }));
    const refusal = await setStatus(order.id, 'PREPARING', adminUser.token);
    expect(refusal.status).toBe(409);
    expect(await toast('Order not changed')).toHaveTextContent(refusal.text);
    expect(await row.findByText('Refunded')).toBeVisible();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers nothing on an order awaiting payment, nor on a delivered one', async () => {
    const shopper = await logIn('shopper');
    const pending = await placeOrder(shopper.token);
    await renderRoute('/admin', { user: await logIn('admin') });
    const table = await screen.findByRole('table', { name: 'All orders, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SEED_ORDERS.length + 1);
    expect((await rowOf(pending)).getByText('Awaiting payment')).toBeVisible();
    for (const row of rows) expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it("refuses a shopper's token (403), in the call and on the page, and changes nothing", async () => {
    const shopper = await logIn('shopper');
    const order = await placeAndPay(shopper.token);
    expectTextError(
      await setStatus(order.id, 'PREPARING', shopper.token),
      403,
      'Only administrators can change orders.',
    );
    // A shopper whose stored user claims to be an admin, on a list an admin's session fetched:
    // the page offers the actions, the server decides.
    const list = (await call('/api/admin/orders', { token: (await logIn('admin')).token })).text;
    server.use(
      http.get(
        '*/api/admin/orders',
        () => new HttpResponse(list, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { user } = await renderRoute('/admin', { user: { ...shopper, isAdmin: true } });
    const row = await rowOf(order);
    await user.click(row.getByRole('button', { name: 'Mark as being prepared' }));
    expect(await toast('Order not changed')).toHaveTextContent('Only administrators can change orders.');
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(row.getByText('Paid')).toBeVisible();
    expect(json<Order>(await track(order.id, shopper.token)).status).toBe('PAID');
  });
});
