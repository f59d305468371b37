/**
 * The fault matrix for the order calls (see e2e/support/faults.ts): checkout, the pending order, the
 * history, one order, the payment and the admin list, each under every fault, in the build that calls
 * a real server. Shoppers and their orders are made through the API from Node for every test.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Food, Order, User } from '@contract/types';
import { setupBrowser } from './support/browser';
import {
  api,
  call,
  cartOf,
  describeFaultMatrix,
  failsAsPage,
  failsAsToast,
  faultsAppUrl,
  seedStorage,
  toastTitled,
} from './support/faults';
import type { Session } from './support/browser';

const session = setupBrowser();

interface Shopper {
  user: User;
  dish: Food;
}

/** A new shopper, logged in, with one dish in the cart. */
async function shopperWithCart(current: Session): Promise<Shopper> {
  const [user, dishes] = await Promise.all([api.register('Olga Order'), api.dishes()]);
  const dish = dishes[0]!;
  await seedStorage(current, { user, cart: cartOf(dish) });
  return { user, dish };
}

/** The same, with that cart already ordered: a pending (NEW) order on the server. */
async function shopperWithPendingOrder(current: Session): Promise<Shopper & { order: Order }> {
  const shopper = await shopperWithCart(current);
  return { ...shopper, order: await api.placeOrder(shopper.user, shopper.dish) };
}

const goToPayment = (page: Page) => page.getByRole('button', { name: 'Go to Payment' }).click();
const payNow = (page: Page) => page.getByRole('button', { name: 'Pay now — demo, no real charge' }).click();

/** What the shopper types on the Order Form before the pending order fails to load. */
const TYPED_ADDRESS = '12 Fault Lane, Flat 2';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The map places its pin at its centre on Enter; waits until the page holds the point. */
async function pinTheMap(page: Page) {
  await page.getByRole('application', { name: 'Location map' }).focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: /^Selected location: / })
    .waitFor();
}

/** The payment page with the pending order. */
async function showsPayment(page: Page) {
  await page.waitForURL(faultsAppUrl('/payment'));
  await page.getByRole('heading', { level: 1, name: 'Order Summary' }).waitFor();
}

describeFaultMatrix(session, [
  call({
    name: 'POST /api/orders/create (checkout)',
    method: 'POST',
    path: /^\/api\/orders\/create$/,
    prepare: shopperWithCart,
    trigger: async (page) => {
      await page.goto(faultsAppUrl('/checkout'));
      await pinTheMap(page);
      await goToPayment(page);
    },
    ...failsAsToast('Cart'),
    retry: goToPayment,
    expectSuccess: showsPayment,
    // docs/product.md §7: the answer is not used; the payment page loads the pending order itself.
    succeedsUnder: ['wrong shape'],
  }),
  call({
    name: 'GET /api/orders/newOrderForCurrentUser (/payment, from checkout)',
    method: 'GET',
    path: /^\/api\/orders\/newOrderForCurrentUser$/,
    prepare: shopperWithCart,
    trigger: async (page) => {
      await page.goto(faultsAppUrl('/checkout'));
      await page.getByLabel('Address').fill(TYPED_ADDRESS);
      await pinTheMap(page);
      await goToPayment(page);
    },
    // docs/product.md, decision 14: back on the Order Form as sent, saying why.
    async expectFailure(page, message) {
      await page.waitForURL(faultsAppUrl('/checkout'));
      const why = typeof message === 'string' ? escapeRegExp(message) : message.source.replace(/^\^/, '');
      const note = new RegExp(`^Your order could not be loaded\\. ${why}.* Go to Payment places it again`);
      await page.getByRole('main').getByText(note).waitFor();
      expect(await page.getByLabel('Address').inputValue()).toBe(TYPED_ADDRESS);
      await page
        .getByRole('status')
        .filter({ hasText: /^Selected location: / })
        .waitFor();
    },
    // The form is as sent: going to payment again places the order again.
    retry: goToPayment,
    expectSuccess: async (page, { user }) => {
      await showsPayment(page);
      // The new order replaced the one that could not be loaded: one awaits payment.
      const pending = (await api.orders(user)).filter((order) => order.status === 'NEW');
      expect(pending.map((order) => order.address)).toEqual([TYPED_ADDRESS]);
    },
  }),
  call({
    name: 'GET /api/orders (/orders)',
    method: 'GET',
    path: /^\/api\/orders$/,
    prepare: shopperWithPendingOrder,
    trigger: async (page) => void (await page.goto(faultsAppUrl('/orders'))),
    ...failsAsPage('Your orders could not be loaded'),
    expectSuccess: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Your orders' }).waitFor();
      await page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first().waitFor();
    },
  }),
  call({
    name: 'GET /api/orders/track/{id} (/orders/{id})',
    method: 'GET',
    path: /^\/api\/orders\/track\/[^/]+$/,
    prepare: shopperWithPendingOrder,
    trigger: async (page, { order }) => void (await page.goto(faultsAppUrl(`/orders/${order.id}`))),
    ...failsAsPage('This order could not be loaded'),
    expectSuccess: (page) => page.getByRole('heading', { level: 1, name: /^Order from / }).waitFor(),
  }),
  call({
    name: 'POST /api/orders/pay (Pay now on /payment)',
    method: 'POST',
    path: /^\/api\/orders\/pay$/,
    prepare: shopperWithPendingOrder,
    trigger: async (page) => {
      await page.goto(faultsAppUrl('/payment'));
      await page.getByRole('heading', { level: 1, name: 'Order Summary' }).waitFor();
      await payNow(page);
    },
    ...failsAsToast('Payment Failed'),
    retry: payNow,
    expectSuccess: async (page, { order }) => {
      await toastTitled(page, 'Payment Successful');
      await page.waitForURL(faultsAppUrl(`/orders/${order.id}`));
      await page.getByText('Paid', { exact: true }).first().waitFor();
    },
  }),
  call({
    name: 'GET /api/admin/orders (/admin, as the admin)',
    method: 'GET',
    path: /^\/api\/admin\/orders$/,
    prepare: async (current) => {
      const user = await api.logIn('admin@foodstore.test', 'admin123');
      await seedStorage(current, { user });
    },
    trigger: async (page) => void (await page.goto(faultsAppUrl('/admin'))),
    ...failsAsPage('The orders could not be loaded'),
    expectSuccess: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Admin area' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'All orders' }).waitFor();
    },
  }),
]);
