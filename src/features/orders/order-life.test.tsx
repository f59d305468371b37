import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { json, logIn, registerShopper } from '@mocks/testing/api';
import { advanceClock, timeUntil } from '@mocks/testing/clock';
import { pay, placeAndPay, placeOrder, setOrderStatus } from '@mocks/testing/orders';
import { ORDER_REFRESH_MS } from '@/config/constants';
import { lifeStepAt, orderReached } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';
import type { Order, OrderStatus, User } from '@contract/types';
import { formatDate } from '@/utils/format-date';
import { seenStatusesKey } from './status-news/seen-statuses';

const at = lifeStepAt;
const reached = orderReached;

/** Holds the next answers about the order until `release`, as a slow server would. */
function gate() {
  const waiting: (() => void)[] = [];
  let closed = false;
  const held = () => (closed ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve());
  return {
    held,
    close: () => {
      closed = true;
    },
    open: () => {
      closed = false;
      waiting.splice(0).forEach((release) => release());
    },
  };
}

/**
 * A paid order of a fresh shopper, whose status the test moves on: the server answers the order and
 * the shopper's history with `life.order`, as the mock backend does once its clock has run.
 */
async function paidOrder() {
  const shopper: User = await registerShopper('Tess Timeline');
  const placed = await placeOrder(shopper.token);
  const paid = json<Order>(await pay({ paymentId: 'DEMO-TIMELINE' }, shopper.token));
  const life = { order: reached({ ...placed, ...paid }, ['PAID']), asked: 0 };
  const slow = gate();
  server.use(
    http.get('*/api/orders/track/:id', async ({ params }) => {
      if (params.id !== life.order.id) return undefined;
      life.asked += 1;
      await slow.held();
      return HttpResponse.json(life.order);
    }),
    http.get('*/api/orders', async () => {
      await slow.held();
      return HttpResponse.json([life.order]);
    }),
  );
  return { shopper, life, slow, moveTo: (steps: OrderStatus[]) => (life.order = reached(life.order, steps)) };
}

let visibility: DocumentVisibilityState = 'visible';
function switchTab(to: DocumentVisibilityState) {
  visibility = to;
  document.dispatchEvent(new Event('visibilitychange'));
}
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

afterEach(() => {
  visibility = 'visible';
  vi.useRealTimers();
});
afterAll(() => Reflect.deleteProperty(document, 'visibilityState'));

/** The shopper looks away and back: the app fetches the order at once. */
function lookAwayAndBack() {
  switchTab('hidden');
  switchTab('visible');
}

const progress = () => within(screen.getByRole('list', { name: 'Progress' }));
const stepTexts = () =>
  progress()
    .getAllByRole('listitem')
    .map((step) => step.textContent);

describe('the order life on the order page', () => {
  it('shows each step with its time, the steps to come and the estimate, and follows the order', async () => {
    const { shopper, life, moveTo } = await paidOrder();
    await renderRoute(`/orders/${life.order.id}`, { user: shopper });
    await screen.findByRole('list', { name: 'Progress' });
    expect(stepTexts()).toEqual([
      `Paid${formatDate(at(0))}`,
      'Not yet: Being prepared',
      'Not yet: On its way',
      'Not yet: Delivered',
    ]);
    expect(progress().getByText('Paid').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Estimated delivery:')).toHaveTextContent(
      `Estimated delivery: ${formatDate(at(4))}`,
    );

    moveTo(['PAID', 'PREPARING', 'SHIPPED']);
    lookAwayAndBack();
    expect(await progress().findByText(formatDate(at(2)))).toBeVisible();
    expect(stepTexts()).toEqual([
      `Paid${formatDate(at(0))}`,
      `Being prepared${formatDate(at(1))}`,
      `On its way${formatDate(at(2))}`,
      'Not yet: Delivered',
    ]);
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(details.getAllByText('On its way')[0]).toBeVisible();

    moveTo(['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED']);
    lookAwayAndBack();
    expect(await progress().findByText(formatDate(at(3)))).toBeVisible();
    expect(progress().getByText('Delivered').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Not yet/)).not.toBeInTheDocument();
  });

  it('shows a canceled and refunded order as it went, without steps to come', async () => {
    const { shopper, life, moveTo } = await paidOrder();
    moveTo(['PAID', 'CANCELED', 'REFUNDED']);
    await renderRoute(`/orders/${life.order.id}`, { user: shopper });
    await screen.findByRole('list', { name: 'Progress' });
    expect(stepTexts()).toEqual([
      `Paid${formatDate(at(0))}`,
      `Canceled${formatDate(at(1))}`,
      `Refunded${formatDate(at(2))}`,
    ]);
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the status alone from a server that sends no history', async () => {
    const { shopper, life } = await paidOrder();
    life.order = reached(life.order, ['PAID', 'PREPARING'], { history: false });
    await renderRoute(`/orders/${life.order.id}`, { user: shopper });
    const details = within(await screen.findByRole('region', { name: 'Details' }));
    expect(details.getByText('Being prepared')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Progress' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
  });

  it('refreshes every ORDER_REFRESH_MS while the tab is visible, pauses while hidden, stops once delivered', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { shopper, life, moveTo } = await paidOrder();
    await renderRoute(`/orders/${life.order.id}`, { user: shopper });
    await screen.findByRole('list', { name: 'Progress' });

    moveTo(['PAID', 'PREPARING']);
    vi.advanceTimersByTime(ORDER_REFRESH_MS);
    expect(await progress().findByText(formatDate(at(1)))).toBeVisible();

    // Hidden for three intervals: nothing is fetched; back, it is fetched once, at once.
    switchTab('hidden');
    const askedBefore = life.asked;
    moveTo(['PAID', 'PREPARING', 'SHIPPED']);
    vi.advanceTimersByTime(3 * ORDER_REFRESH_MS);
    switchTab('visible');
    expect(await progress().findByText(formatDate(at(2)))).toBeVisible();
    expect(life.asked - askedBefore).toBe(1);

    moveTo(['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED']);
    vi.advanceTimersByTime(ORDER_REFRESH_MS);
    expect(await progress().findByText(formatDate(at(3)))).toBeVisible();
    // Delivered: nothing more to follow, so no more requests, however long the page stays open.
    const askedDelivered = life.asked;
    vi.advanceTimersByTime(10 * ORDER_REFRESH_MS);
    lookAwayAndBack();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(life.asked).toBe(askedDelivered);
  });

  it('keeps the Loading overlay away while the timeline advances, and shows it for a navigation and an action', async () => {
    const { shopper, life, slow, moveTo } = await paidOrder();
    const { user } = await renderRoute(`/orders/${life.order.id}`, { user: shopper });
    await screen.findByRole('list', { name: 'Progress' });
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());

    // A refresh the shopper did not ask for, held in flight: the page stays as it is, no overlay.
    slow.close();
    moveTo(['PAID', 'PREPARING']);
    const askedBefore = life.asked;
    lookAwayAndBack();
    await waitFor(() => expect(life.asked).toBe(askedBefore + 1));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    slow.open();
    expect(await progress().findByText(formatDate(at(1)))).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    // The shopper goes somewhere whose data is not there yet: the overlay shows while it loads.
    const menu = gate();
    menu.close();
    server.use(http.get('*/api/foods', () => menu.held().then(() => undefined)));
    await user.click(screen.getByRole('link', { name: 'Food Store!' }));
    expect(await screen.findByText('Loading...')).toBeVisible();
    menu.open();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    // The menu's own heading: until the route has switched, the order page's may still stand there.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible());
  });
});

describe('cancel', () => {
  it('cancels a paid order after asking once more in the page, under the overlay while it goes', async () => {
    const { shopper, life, moveTo } = await paidOrder();
    const answer = gate();
    answer.close();
    server.use(
      http.post('*/api/orders/:id/cancel', async () => {
        await answer.held();
        moveTo(['PAID', 'CANCELED', 'REFUNDED']);
        return HttpResponse.json(life.order);
      }),
    );
    const { user } = await renderRoute(`/orders/${life.order.id}`, { user: shopper });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const question = screen.getByRole('group', {
      name: 'Cancel this order? The demo payment is refunded; nothing was charged.',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(life.order.status).toBe('PAID');

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Loading...')).toBeVisible();
    answer.open();
    expect(await progress().findByText('Refunded')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Details' })).getAllByText('Refunded')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(await screen.findByText('Your order was refunded')).toBeInTheDocument();
  });

  it("shows the server's sentence when it refuses, and the order as it now is", async () => {
    const { shopper, life, moveTo } = await paidOrder();
    const refusal = 'This order is already being prepared and can no longer be canceled.';
    server.use(
      http.post('*/api/orders/:id/cancel', () => {
        moveTo(['PAID', 'PREPARING']);
        return new HttpResponse(refusal, { status: 409, headers: { 'Content-Type': 'text/plain' } });
      }),
    );
    const { user } = await renderRoute(`/orders/${life.order.id}`, { user: shopper });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(await progress().findByText(formatDate(at(1)))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});

describe('status news', () => {
  it('tells the shopper anywhere on the site when an order moves on, once, not again after a reload', async () => {
    const { shopper, moveTo } = await paidOrder();
    const { user } = await renderRoute('/orders', { user: shopper });
    const row = within(await screen.findByRole('listitem'));
    expect(row.getByText('Paid')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Food Store!' }));
    await screen.findByRole('heading', { level: 1 });

    moveTo(['PAID', 'PREPARING', 'SHIPPED']);
    lookAwayAndBack();
    const news = await screen.findByText('Your order is on its way');
    expect(news.closest('[role="status"]')).toHaveTextContent('Order Update');

    // A reload (the page and its toasts go): the news was told, so it is not told again; the next one is.
    cleanup();
    toast.remove();
    await renderRoute('/', { user: shopper });
    await screen.findByRole('heading', { level: 1 });
    moveTo(['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED']);
    lookAwayAndBack();
    expect(await screen.findByText('Your order has been delivered')).toBeInTheDocument();
    expect(screen.queryByText('Your order is on its way')).not.toBeInTheDocument();
  });

  it('says nothing another tab has already said', async () => {
    const { shopper, life, moveTo } = await paidOrder();
    await renderRoute(`/orders/${life.order.id}`, { user: shopper });
    await screen.findByRole('list', { name: 'Progress' });
    await waitFor(() =>
      expect(localStorage.getItem(seenStatusesKey(shopper.id))).toBe(
        JSON.stringify([[life.order.id, 'PAID']]),
      ),
    );

    // Another tab saw the order being prepared first, and said so there.
    moveTo(['PAID', 'PREPARING']);
    localStorage.setItem(seenStatusesKey(shopper.id), JSON.stringify([[life.order.id, 'PREPARING']]));
    lookAwayAndBack();
    expect(await progress().findByText(formatDate(at(1)))).toBeVisible();
    moveTo(['PAID', 'PREPARING', 'SHIPPED']);
    lookAwayAndBack();
    expect(await screen.findByText('Your order is on its way')).toBeInTheDocument();
    expect(screen.queryByText('Your order is being prepared')).not.toBeInTheDocument();
  });

  it('starts afresh, silently, from stored statuses it cannot read', async () => {
    const { shopper, life, moveTo } = await paidOrder();
    localStorage.setItem(seenStatusesKey(shopper.id), '{"__proto__": [1, 2');
    await renderRoute(`/orders/${life.order.id}`, { user: shopper });
    await screen.findByRole('list', { name: 'Progress' });
    moveTo(['PAID', 'PREPARING']);
    lookAwayAndBack();
    expect(await screen.findByText('Your order is being prepared')).toBeInTheDocument();
  });
});

describe('live status in the list and on the dashboard', () => {
  it('shows the orders list and the dashboard tile as the order moves on', async () => {
    const { shopper, moveTo } = await paidOrder();
    const { user } = await renderRoute('/orders', { user: shopper });
    const row = within(await screen.findByRole('listitem'));
    expect(row.getByText('Paid')).toBeVisible();
    moveTo(['PAID', 'PREPARING']);
    lookAwayAndBack();
    expect(await row.findByText('Being prepared')).toBeVisible();

    await user.click(screen.getByRole('button', { name: `${shopper.name}, account menu` }));
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('1 order; the last one is being prepared.')).toBeVisible();
    moveTo(['PAID', 'PREPARING', 'SHIPPED']);
    lookAwayAndBack();
    expect(await screen.findByText('1 order; the last one is on its way.')).toBeVisible();
  });
});

describe('on the mock backend', () => {
  const currentStep = () =>
    progress()
      .getAllByRole('listitem')
      .find((step) => step.ariaCurrent === 'step');

  it("follows a paid order on the mock's clock to Delivered, and an admin's move", async () => {
    const shopper = await registerShopper('Clara Clock');
    const order = await placeAndPay(shopper.token);
    await renderRoute(`/orders/${order.id}`, { user: shopper });
    await screen.findByRole('list', { name: 'Progress' });
    expect(currentStep()).toHaveTextContent(/^Paid/);

    advanceClock(timeUntil('PREPARING'));
    lookAwayAndBack();
    await waitFor(() => expect(currentStep()).toHaveTextContent(/^Being prepared/));

    // An admin sends it on its way before its time: the shopper's timeline shows it.
    const admin = await logIn('admin');
    expect((await setOrderStatus(order.id, 'SHIPPED', admin.token)).status).toBe(200);
    lookAwayAndBack();
    await waitFor(() => expect(currentStep()).toHaveTextContent(/^On its way/));
    expect(await screen.findByText('Your order is on its way')).toBeInTheDocument();

    advanceClock(timeUntil('DELIVERED'));
    lookAwayAndBack();
    await waitFor(() => expect(currentStep()).toHaveTextContent(/^Delivered/));
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
  });

  it('cancels while paid, and is refused once the kitchen has started', async () => {
    const shopper = await registerShopper('Carl Cancel');
    const first = await placeAndPay(shopper.token);
    const { user } = await renderRoute(`/orders/${first.id}`, { user: shopper });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent(/^Refunded/));
    expect(stepTexts()).toEqual([
      expect.stringMatching(/^Paid/),
      expect.stringMatching(/^Canceled/),
      expect.stringMatching(/^Refunded/),
    ]);

    cleanup();
    const second = await placeAndPay(shopper.token);
    const view = await renderRoute(`/orders/${second.id}`, { user: shopper });
    await view.user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    // The kitchen starts while the shopper makes up their mind.
    advanceClock(timeUntil('PREPARING'));
    await view.user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order is already being prepared and can no longer be canceled.',
    );
    await waitFor(() => expect(currentStep()).toHaveTextContent(/^Being prepared/));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
