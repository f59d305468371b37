import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { applyScenario, server } from '@mocks/node';
import { PENDING_ORDER_FAILED_MESSAGE } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import { call, logIn } from '@mocks/testing/api';
import { placeOrder as placeOrderFor } from '@mocks/testing/orders';
import type { Order } from '@contract/types';
import { fakeGeolocation, positionError, removeGeolocation } from '@/testing/fake-geolocation';
import { renderRoute } from '@/testing/render-route';

// Dishes with nothing to choose: lines as the ten calls know them (dish options have their own tests).
const [soup, pie, curry] = SEED_FOODS.filter((food) => !food.optionGroups) as [
  (typeof SEED_FOODS)[number],
  (typeof SEED_FOODS)[number],
  (typeof SEED_FOODS)[number],
];
const cart = {
  items: [
    { food: soup, quantity: 2, price: soup.price * 2 },
    { food: pie, quantity: 1, price: pie.price },
  ],
  totalPrice: soup.price * 2 + pie.price,
  totalCount: 3,
};
const money = (amount: number) => `$${amount.toFixed(2)}`;

afterEach(removeGeolocation);

async function openCheckout() {
  const user = await logIn('shopper');
  const view = await renderRoute('/checkout', { user, cart });
  await screen.findByRole('heading', { level: 1, name: 'Order Form' });
  return { ...view, shopper: user };
}

describe('checkout', () => {
  it('prefills name and address from the user and lists the items with totals', async () => {
    const { shopper } = await openCheckout();
    expect(screen.getByLabelText('Name')).toHaveValue(shopper.name);
    expect(screen.getByLabelText('Address')).toHaveValue(shopper.address);
    const table = screen.getByRole('table', { name: 'Order items' });
    const row = within(table).getByRole('row', { name: new RegExp(soup.name) });
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText(money(soup.price))).toBeInTheDocument();
    expect(within(row).getByText(money(soup.price * 2))).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent(money(cart.totalPrice));
    expect(screen.getByText(/No location selected yet/)).toBeInTheDocument();
  });

  it("warns 'Invalid inputs' for a blank name or address, with the field errors", async () => {
    const { user } = await openCheckout();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    expect(await screen.findByText('Invalid inputs')).toBeInTheDocument();
    expect(screen.getByText('Please fill in the form')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeVisible();
  });

  it("warns 'Location' when no point is chosen on the map, and says so beside the map until one is", async () => {
    const { user, router } = await openCheckout();
    const map = await screen.findByRole('application', { name: 'Location map' });
    expect(screen.queryByText('Choose your location on the map')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    expect(await screen.findByText('Location')).toBeInTheDocument();
    expect(screen.getByText('Please select your address on the map')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    const besideTheMap = screen.getByText('Choose your location on the map');
    expect(besideTheMap).toHaveRole('alert');
    expect(map).toHaveAccessibleDescription(/Choose your location on the map$/);

    await user.click(within(map).getByRole('button', { name: 'Choose a sample location on the map' }));
    expect(screen.queryByText('Choose your location on the map')).not.toBeInTheDocument();
    expect(map).not.toHaveAccessibleDescription(/Choose your location/);
  });

  it('says beside the map that a pin is missing along with the field errors', async () => {
    const { user } = await openCheckout();
    await user.clear(screen.getByLabelText('Address'));
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    expect(await screen.findByText('Invalid inputs')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByText('Choose your location on the map')).toBeVisible();
  });

  it('creates the order with the chosen point, shown readably and sent with 8 decimals, and goes to payment', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/orders/create')) sent.push(await request.clone().json());
    });
    const { user, router, shopper } = await openCheckout();
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '  5 Delivery Road  ');
    await user.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
    expect(screen.getByText('Selected location: 52.52001° N, 13.40495° E')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(sent).toEqual([
      {
        // Each dish as stored, or as the menu serves it once loaded (absolute image URL, Decision 13).
        items: cart.items.map((item) => ({
          ...item,
          food: { ...item.food, imageUrl: expect.stringContaining(item.food.imageUrl) },
        })),
        totalPrice: cart.totalPrice,
        name: shopper.name,
        address: '5 Delivery Road',
        addressLatLng: { lat: 52.52000812, lng: 13.40495499 },
      },
    ]);
    server.events.removeAllListeners();
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeVisible();
  });

  it("uses the browser's location with Find My Location", async () => {
    fakeGeolocation({ position: { latitude: 48.858370123456, longitude: 2.294481234567 } });
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Find My Location' }));
    expect(await screen.findByText('Selected location: 48.85837° N, 2.29448° E')).toBeInTheDocument();
  });

  it('keeps the map usable when geolocation is refused: logged, no message', async () => {
    fakeGeolocation({ error: positionError(1) });
    const warnings: unknown[] = [];
    const original = console.warn;
    // The app's own lines only: on a busy machine Redux Toolkit warns of a slow check too.
    console.warn = (...args: unknown[]) => {
      if (String(args[0]).startsWith('Find My Location')) warnings.push(args);
    };
    try {
      const { user } = await openCheckout();
      await user.click(screen.getByRole('button', { name: 'Find My Location' }));
      await waitFor(() =>
        expect(warnings).toEqual([[expect.stringContaining('Find My Location failed (permission denied)')]]),
      );
      expect(screen.getByText(/No location selected yet/)).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
      expect(screen.getByText(/Selected location/)).toBeInTheDocument();
    } finally {
      console.warn = original;
    }
  });

  it("says 'Cart' with the server's message when the order cannot be created", async () => {
    applyScenario('order-create-fails');
    const { user, router } = await openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(/^Cart/);
    expect(toast).toHaveTextContent(/order/i);
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('prices the Order Form from the menu and says which price changed', async () => {
    const forged = { items: [{ food: { ...soup, price: 0.01 }, quantity: 2, price: 0.02 }, cart.items[1]] };
    await renderRoute('/checkout', { user: await logIn('shopper'), cart: forged });
    const table = await screen.findByRole('table', { name: 'Order items' });
    const row = within(table).getByRole('row', { name: new RegExp(soup.name) });
    expect(
      await within(row).findByText(`Price changed from $0.01 to ${money(soup.price)}`),
    ).toBeInTheDocument();
    expect(within(row).getByText(money(soup.price))).toBeInTheDocument();
    expect(within(row).getByText(money(soup.price * 2))).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent(money(cart.totalPrice));
    expect(within(table).queryByText('$0.02')).not.toBeInTheDocument();
  });

  it('asks to remove a dish no longer on the menu before checking out', async () => {
    const retired = { ...pie, id: 'retired-dish', name: 'Retired Stew' };
    const stored = { items: [cart.items[0], { food: retired, quantity: 1 }] };
    const { user, router } = await renderRoute('/checkout', { user: await logIn('shopper'), cart: stored });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remove dishes no longer on the menu' }),
    ).toBeVisible();
    expect(screen.getByText(/remove from your cart: Retired Stew\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Go to Payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
  });

  it('checks out on unconfirmed prices when the menu cannot be loaded; payment shows what is charged', async () => {
    server.use(http.get('*/api/foods', () => HttpResponse.error()));
    const forged = { items: [{ food: { ...soup, price: 0.01 }, quantity: 2 }] };
    const { user } = await renderRoute('/checkout', { user: await logIn('shopper'), cart: forged });
    await screen.findByRole('heading', { level: 1, name: 'Order Form' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Prices could not be confirmed.');
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Order items' });
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('$0.02');
    await user.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Order items' })).toHaveTextContent(money(soup.price * 2));
  });

  it('cannot check out an empty cart', async () => {
    await renderRoute('/checkout', { user: await logIn('shopper') });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });
});

/** The stored cart (`Cart`) as [dish id, quantity] pairs. */
function storedCart(): [string, number][] {
  const stored = JSON.parse(localStorage.getItem('Cart') ?? '{}') as {
    items?: { food: { id: string }; quantity: number }[];
  };
  return (stored.items ?? []).map((item) => [item.food.id, item.quantity]);
}

/** The id of the shopper's pending order, as /payment would load it. */
async function pendingOrderId(token: string): Promise<string> {
  const answer = await call('/api/orders/newOrderForCurrentUser', { token });
  return (JSON.parse(answer.text) as { id: string }).id;
}

describe('payment', () => {
  async function checkedOut() {
    const view = await openCheckout();
    await view.user.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
    await view.user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    await screen.findByRole('heading', { name: 'Order Summary' });
    return view;
  }

  it('shows the pending order with a read-only map titled Shipping address', async () => {
    const { shopper } = await checkedOut();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText(shopper.name)).toBeInTheDocument();
    expect(within(delivery).getByText(shopper.address)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Order items' })).toHaveTextContent(money(cart.totalPrice));
    const map = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(map).getByText('Coordinates: 52.52001° N, 13.40495° E')).toBeInTheDocument();
    expect(screen.getByText(/no money moves/)).toBeVisible();
  });

  it('goes back to checkout when the order cannot be loaded, says why, keeps cart and form, and never orders twice', async () => {
    const { user, router, shopper } = await openCheckout();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Sam Typed-Name');
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '5 Delivery Road');
    await user.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
    // The pending order fails only once the payment page's pending state has taken the form's place
    // (the router hides the form meanwhile, as it is).
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    server.use(
      http.get('*/api/orders/newOrderForCurrentUser', async () => {
        await failing;
        return HttpResponse.text(PENDING_ORDER_FAILED_MESSAGE, { status: 500 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    await screen.findByRole('region', { name: 'Loading page' });
    expect(screen.queryByRole('heading', { name: 'Order Form' })).not.toBeInTheDocument();
    fail();

    expect(
      await screen.findByText(
        `Your order could not be loaded. ${PENDING_ORDER_FAILED_MESSAGE} Go to Payment places it again and replaces the earlier one, so nothing is ordered twice.`,
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Form' })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Typed-Name');
    expect(screen.getByLabelText('Address')).toHaveValue('5 Delivery Road');
    expect(screen.getByText('Selected location: 52.52001° N, 13.40495° E')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Order items' });
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent(money(cart.totalPrice));
    expect(storedCart()).toEqual([
      [soup.id, 2],
      [pie.id, 1],
    ]);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Delivery' })).getByText('5 Delivery Road'),
    ).toBeVisible();
    // The second order replaced the first: one order awaits payment.
    const orders = JSON.parse((await call('/api/orders', { token: shopper.token })).text) as Order[];
    expect(orders.filter((order) => order.status === 'NEW')).toEqual([
      expect.objectContaining({ name: 'Sam Typed-Name', address: '5 Delivery Road' }),
    ]);
  });

  it('gives the form back as sent when the payment page had shown the order before (Back to it)', async () => {
    const { user, router } = await openCheckout();
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '5 Delivery Road');
    await user.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Summary' });
    await user.click(screen.getByRole('link', { name: 'Cart, 3 items' }));
    await screen.findByRole('heading', { level: 1, name: 'Cart Page' });

    applyScenario('pending-order-fails');
    router.history.back();
    expect(await screen.findByText(/^Your order could not be loaded\. /)).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByLabelText('Address')).toHaveValue('5 Delivery Road');
    expect(screen.getByText('Selected location: 52.52001° N, 13.40495° E')).toBeInTheDocument();
  });

  it.each([
    ['the server fails', () => applyScenario('pending-order-fails'), PENDING_ORDER_FAILED_MESSAGE],
    [
      "the server lacks the call (Express's 404 page)",
      () =>
        server.use(
          http.get('*/api/orders/newOrderForCurrentUser', () =>
            HttpResponse.html('<!DOCTYPE html><html><body><pre>Cannot GET</pre></body></html>', {
              status: 404,
            }),
          ),
        ),
      'This server does not offer this yet (404).',
    ],
  ])('opened directly while %s: back to checkout, saying why, once', async (_name, fault, message) => {
    const shopper = await logIn('shopper');
    await placeOrderFor(shopper.token);
    fault();
    const { router } = await renderRoute('/payment', { user: shopper, cart });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Form' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByText(`Your order could not be loaded. ${message}`, { exact: false })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue(shopper.name);
    expect(screen.queryByText(/no order awaiting payment/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/checkout'));
    expect(screen.getByText(/Your order could not be loaded/)).toBeVisible();
    expect(router.history.length).toBe(1);
  });

  it('says the order could not be loaded on an empty cart too', async () => {
    applyScenario('pending-order-fails');
    await renderRoute('/payment', { user: await logIn('shopper') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
    expect(
      screen.getByText(
        `Your order could not be loaded. ${PENDING_ORDER_FAILED_MESSAGE} Add a dish or two before checking out.`,
      ),
    ).toBeVisible();
  });

  it('pays with the demo payment: the order is paid, its dishes leave the cart, the paid order shown', async () => {
    const { user, router } = await checkedOut();
    await user.click(screen.getByRole('button', { name: 'Pay now — demo, no real charge' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/orders\/.+/));
    // The status, first; the timeline's first step says it too.
    expect((await screen.findAllByText('Paid'))[0]).toBeVisible();
    // One reference per order, so a retry after a failed payment sends the same one.
    const orderId = router.state.location.pathname.split('/').at(-1)!;
    expect(screen.getByText(`DEMO-${orderId.slice(-8).toUpperCase()} (demo, nothing charged)`)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('Cart') ?? '{}')).toMatchObject({ totalCount: 0 }),
    );
  });

  it('never brings a working Pay now back: Back after paying lands before the payment page', async () => {
    const { user, router } = await checkedOut();
    await user.click(screen.getByRole('button', { name: 'Pay now — demo, no real charge' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/orders\/.+/));
    const paidOrder = router.state.location.pathname;
    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now — demo, no real charge' })).not.toBeInTheDocument();
    router.history.forward();
    await waitFor(() => expect(router.state.location.pathname).toBe(paidOrder));
    // The status, first; the timeline's first step says it too.
    expect((await screen.findAllByText('Paid'))[0]).toBeVisible();
  });

  it("says 'Payment Failed' and keeps the order when the payment service fails", async () => {
    const { user, router } = await checkedOut();
    applyScenario('payment-fails');
    await user.click(screen.getByRole('button', { name: 'Pay now — demo, no real charge' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('The payment service is unavailable. Nothing was charged.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('goes back to checkout when there is no pending order, and says why and what to do', async () => {
    const { router } = await renderRoute('/payment', { user: await logIn('shopper'), cart });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Form' })).toBeVisible();
    expect(
      screen.getByText('You have no order awaiting payment. Fill in the form below to place one.'),
    ).toBeVisible();
    // Said once: the URL loses the reason, so Back after ordering or a reload does not repeat it.
    await waitFor(() => expect(router.state.location.href).toBe('/checkout'));
    expect(screen.getByText(/You have no order awaiting payment/)).toBeVisible();
    expect(router.history.length).toBe(1);
  });

  it('says so in the no-pending-order scenario too, even with an empty cart', async () => {
    applyScenario('no-pending-order');
    const { router } = await renderRoute('/payment', { user: await logIn('shopper') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
    expect(
      screen.getByText('You have no order awaiting payment. Add a dish or two before checking out.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it.each(['/checkout', '/checkout?reason=payment-failed'])(
    'says nothing about a pending order on any other visit: %s',
    async (url) => {
      const { router } = await renderRoute(url, { user: await logIn('shopper'), cart });
      expect(await screen.findByRole('heading', { level: 1, name: 'Order Form' })).toBeVisible();
      expect(router.state.location.search).toEqual({});
      expect(screen.queryByText(/no order awaiting payment/)).not.toBeInTheDocument();
    },
  );

  it('pays an older pending order from its page, keeping what was added to the cart since', async () => {
    const { user, router, shopper } = await checkedOut();
    const orderId = await pendingOrderId(shopper.token);
    // Later, before paying: one more of the soup and a new dish.
    await router.navigate({ to: '/cart-page' });
    await user.selectOptions(await screen.findByRole('combobox', { name: `Quantity of ${soup.name}` }), '3');
    await router.navigate({ to: '/food/$id', params: { id: curry.id } });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(storedCart()).toEqual([
        [soup.id, 3],
        [pie.id, 1],
        [curry.id, 1],
      ]),
    );

    await router.navigate({ to: '/orders/$id', params: { id: orderId } });
    expect(await screen.findByText('Awaiting payment')).toBeVisible();
    await user.click(await screen.findByRole('link', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay now — demo, no real charge' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${orderId}`));
    // The status, first; the timeline's first step says it too.
    expect((await screen.findAllByText('Paid'))[0]).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();

    // The order held two soups and a pie: the third soup and the new dish stay.
    await waitFor(() =>
      expect(storedCart()).toEqual([
        [soup.id, 1],
        [curry.id, 1],
      ]),
    );
    await router.navigate({ to: '/cart-page' });
    const lines = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(lines).getByRole('combobox', { name: `Quantity of ${soup.name}` })).toHaveValue('1');
    expect(within(lines).getByRole('link', { name: curry.name })).toBeVisible();
    expect(within(lines).queryByText(pie.name)).not.toBeInTheDocument();
  });

  it('reads a pending order whose coordinates arrive as strings', async () => {
    server.use(
      http.get('*/api/orders/newOrderForCurrentUser', () =>
        HttpResponse.json({
          _id: 'o-1',
          items: cart.items,
          totalPrice: cart.totalPrice,
          name: 'Sam Shopper',
          address: '1 Any Street',
          addressLatLng: { lat: '52.5', lng: '13.4' },
          status: 'NEW',
        }),
      ),
    );
    await renderRoute('/payment', { user: await logIn('shopper'), cart });
    const map = await screen.findByRole('region', { name: 'Shipping address' });
    expect(within(map).getByText('Coordinates: 52.50000° N, 13.40000° E')).toBeInTheDocument();
  });
});
