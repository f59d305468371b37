import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applyScenario, server } from '@mocks/node';
import { SEED_ORDERS } from '@mocks/seed';
import { logIn } from '@mocks/testing/api';
import { placeOrder } from '@mocks/testing/orders';
import { renderRoute } from '@/testing/render-route';

/** The sentence for a call the server lacks (docs/product.md §8), with the status it answered. */
const doesNotOffer = (status: number) => `This server does not offer this yet (${status}).`;

/** The page is there, with the header and its navigation, and says the server lacks the call. */
async function expectMissingCall(title: string, status = 404) {
  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { name: title })).toBeVisible();
  expect(main.getByText(doesNotOffer(status))).toBeVisible();
  expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  // Trying again cannot bring a call the server does not have.
  expect(main.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /not found/i })).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Food Store!' })).toBeVisible();
}

describe('a server that lacks a call (Express answers "Cannot GET" with its HTML 404 page)', () => {
  it('says /orders is not offered yet, never that the page does not exist', async () => {
    const shopper = await logIn('shopper');
    applyScenario('no-extensions');
    await renderRoute('/orders', { user: shopper });
    await expectMissingCall('Your orders could not be loaded');
    expect(document.title).toBe('Orders · Food Store');
  });

  it('says so in the admin area, under its own heading', async () => {
    const admin = await logIn('admin');
    applyScenario('no-extensions');
    await renderRoute('/admin', { user: admin });
    await expectMissingCall('The orders could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin area' })).toBeVisible();
  });

  it("says so on the dashboard's Orders tile; the other tiles stay", async () => {
    const shopper = await logIn('shopper');
    applyScenario('no-extensions');
    await renderRoute('/dashbord', { user: shopper });
    const main = within(await screen.findByRole('main'));
    const tile = (await main.findByRole('link', { name: 'Orders' })).closest('li')!;
    expect(await within(tile).findByText('This server does not offer this yet.')).toBeVisible();
    expect(main.getByRole('link', { name: 'Profile' })).toBeVisible();
  });

  it("says so on an order's page: the 404 is the server's page for a route it lacks", async () => {
    const shopper = await logIn('shopper');
    applyScenario('no-extensions');
    await renderRoute(`/orders/${SEED_ORDERS[0]!.id}`, { user: shopper });
    await expectMissingCall('This order could not be loaded');
  });

  it('says so on a menu page whose list call is missing', async () => {
    server.use(
      http.get('*/api/foods/search/:term', () =>
        HttpResponse.html(
          '<!DOCTYPE html><html><body><pre>Cannot GET /api/foods/search/soup</pre></body></html>',
          {
            status: 404,
          },
        ),
      ),
    );
    await renderRoute('/search/soup');
    await expectMissingCall('The menu could not be loaded');
  });
});

describe('a list call answered 404, 405 or 501 in any form', () => {
  it.each([
    ['404 with a JSON message', 404, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ['404 in words', 404, () => HttpResponse.text('There is no such API call.', { status: 404 })],
    ['405', 405, () => HttpResponse.text('Method Not Allowed', { status: 405 })],
    ['501', 501, () => new HttpResponse(null, { status: 501 })],
  ])('%s: /orders is not offered yet', async (_name, status, answer) => {
    const shopper = await logIn('shopper');
    server.use(http.get('*/api/orders', answer));
    await renderRoute('/orders', { user: shopper });
    await expectMissingCall('Your orders could not be loaded', status);
  });
});

describe("an order's 404", () => {
  it('means "not found" only from a server that offers the call: the history call answers', async () => {
    const shopper = await logIn('shopper');
    const order = await placeOrder(shopper.token);
    const gone = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });
    // A server that offers the order calls: a 404 for this id is an order it does not have.
    server.use(http.get('*/api/orders/track/:id', gone));
    const first = await renderRoute(`/orders/${order.id}`, { user: shopper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toBeVisible();
    first.unmount();

    // The same words from a server whose history call is missing too: it has no order calls.
    server.use(http.get('*/api/orders', gone));
    await renderRoute(`/orders/${order.id}`, { user: shopper });
    await expectMissingCall('This order could not be loaded');
  });
});
