import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyScenario, server } from '@mocks/node';
import { DEMO_ACCOUNTS, SEED_FOODS } from '@mocks/seed';
import { ERRORS } from '@mocks/http/responses';
import { logIn } from '@mocks/testing/api';
import { TOAST_DURATION_MS } from '@/config/constants';
import { renderRoute } from '@/testing/render-route';
import { AppToaster } from './app-toaster';
import { notify } from './notify';
import { ToastLifetime } from './toast-lifetime';

const shopper = DEMO_ACCOUNTS.find((account) => account.role === 'shopper')!;
const welcome = `Welcome to FoodStore ${shopper.email}!`;

/**
 * The toasts on screen, newest first, by title. A dismissed toast, still leaving, is inert and
 * not counted; the map's live region has no title.
 */
const toastTitles = () =>
  [...document.querySelectorAll('[role="alert"], [role="status"]')]
    .filter((region) => !region.closest('[inert]'))
    .flatMap((region) => region.querySelector('strong')?.textContent ?? []);

/** Watches the toasts from now on; `most()` is the largest number titled `title` on screen at once. */
function watchToasts(title: string) {
  let most = 0;
  const observer = new MutationObserver(() => {
    most = Math.max(most, toastTitles().filter((shown) => shown === title).length);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return {
    most: () => {
      observer.disconnect();
      return most;
    },
  };
}

async function openCheckout() {
  const [dish] = SEED_FOODS as [(typeof SEED_FOODS)[number]];
  const cart = {
    items: [{ food: dish, quantity: 1, price: dish.price }],
    totalPrice: dish.price,
    totalCount: 1,
  };
  const view = await renderRoute('/checkout', { user: await logIn('shopper'), cart });
  await screen.findByRole('heading', { level: 1, name: 'Order Form' });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('one toast per event (docs/product.md, decision 4)', () => {
  it('shows the same title and message once, however often they are raised', async () => {
    render(<AppToaster />);
    notify.error('Cart', 'The kitchen is closed.');
    notify.error('Cart', 'The kitchen is closed.');
    notify.error('Cart', 'Please try again later.');
    // Toasts arrive in the order raised: once the last is up, the repeat has been handled.
    expect(await screen.findByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      'CartPlease try again later.',
      'CartThe kitchen is closed.',
    ]);
  });

  it('restarts the timer of a toast raised again while it is up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    render(<AppToaster />);
    notify.error('Location', 'Please select your address on the map');
    const first = await screen.findByRole('alert');
    // Raised again 4 s later: without a restart it would close at 5 s and be gone at 6 s.
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000));
    notify.error('Location', 'Please select your address on the map');
    // Shown anew, so that it is announced again.
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000));
    expect(toastTitles()).toEqual(['Location']);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(toastTitles()).toEqual([]);
  });

  it('keeps every toast up, hovered or not, where the host gives toasts no lifetime', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    render(
      <ToastLifetime value={Infinity}>
        <AppToaster />
      </ToastLifetime>,
    );
    notify.error('Location', 'Please select your address on the map');
    const toast = await screen.findByRole('alert');
    await act(() => vi.advanceTimersByTimeAsync(10 * TOAST_DURATION_MS));
    fireEvent.mouseEnter(toast);
    fireEvent.mouseLeave(toast);
    await act(() => vi.advanceTimersByTimeAsync(10 * TOAST_DURATION_MS));
    expect(toastTitles()).toEqual(['Location']);
  });

  it("dismisses an action's failures when it succeeds, and no other toast", async () => {
    render(<AppToaster />);
    notify.error('Update Failed', 'The email is taken.', { action: 'profile' });
    notify.error('Cart', 'The kitchen is closed.', { action: 'order' });
    notify.success('Update Successful', welcome, { action: 'profile' });
    expect(await screen.findByRole('status')).toHaveTextContent(`Update Successful${welcome}`);
    expect(toastTitles()).toEqual(['Update Successful', 'Cart']);

    notify.dismissFailures('order');
    await waitFor(() => expect(toastTitles()).toEqual(['Update Successful']));
  });
});

describe('toasts in the journeys', () => {
  it("replaces 'Login Failed' with 'Login Successful' when the next try works", async () => {
    const { user, router } = await renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Login Failed${ERRORS.wrongCredentials}`);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), shopper.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(welcome)).toBeInTheDocument();
    expect(toastTitles()).toEqual(['Login Successful']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows one 'Invalid inputs' however often 'Go to Payment' is pressed", async () => {
    const { user } = await openCheckout();
    const invalidInputs = watchToasts('Invalid inputs');
    await user.clear(screen.getByLabelText('Name'));
    const goToPayment = screen.getByRole('button', { name: 'Go to Payment' });
    await user.click(goToPayment);
    await user.click(goToPayment);
    await user.click(goToPayment);
    // Toasts arrive in the order raised: once the fourth submit's 'Location' is up, the others were handled.
    await user.type(screen.getByLabelText('Name'), shopper.name);
    await user.click(goToPayment);
    expect(await screen.findByText('Please select your address on the map')).toBeInTheDocument();
    expect(invalidInputs.most()).toBe(1);
  });

  it("dismisses the checkout's warnings once the order is placed", async () => {
    applyScenario('order-create-fails');
    const { user, router } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Cart', 'Location']));

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(toastTitles()).toEqual([]);
  });
});
