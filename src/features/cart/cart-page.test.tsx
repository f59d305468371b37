import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SEED_FOODS } from '@mocks/seed';
import { renderRoute } from '@/testing/render-route';
import { EAGER_LINES } from '@/config/constants';

// Dishes with nothing to choose: lines as the ten calls know them (dish options have their own tests).
const PLAIN = SEED_FOODS.filter((food) => !food.optionGroups);
const [first, second] = PLAIN as [(typeof SEED_FOODS)[number], (typeof SEED_FOODS)[number]];
const money = (amount: number) => `$${amount.toFixed(2)}`;
const storedCart = () => JSON.parse(localStorage.getItem('Cart') ?? 'null');
const twoLines = {
  items: [
    { food: first, quantity: 1, price: first.price },
    { food: second, quantity: 2, price: second.price * 2 },
  ],
  totalPrice: first.price + second.price * 2,
  totalCount: 3,
};

describe('cart page', () => {
  it('shows each line and the totals', async () => {
    await renderRoute('/cart-page', { cart: twoLines });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart Page' })).toBeVisible();
    const lines = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const line = lines[1]!;
    expect(within(line).getByRole('img', { name: second.name })).toBeVisible();
    expect(within(line).getByRole('link', { name: second.name })).toHaveAttribute(
      'href',
      `/food/${second.id}`,
    );
    expect(within(line).getByRole('combobox', { name: `Quantity of ${second.name}` })).toHaveValue('2');
    expect(within(line).getByText(money(second.price * 2))).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('3')).toBeVisible();
    expect(within(summary).getByText(money(first.price + second.price * 2))).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it("loads the first screen's pictures at once and the rest as they are scrolled near", async () => {
    const dishes = PLAIN.slice(0, EAGER_LINES + 2);
    const cart = {
      items: dishes.map((food) => ({ food, quantity: 1, price: food.price })),
      totalPrice: dishes.reduce((sum, food) => sum + food.price, 0),
      totalCount: dishes.length,
    };
    await renderRoute('/cart-page', { cart });
    const list = await screen.findByRole('list', { name: 'Cart items' });
    const loading = dishes.map((food) =>
      within(list).getByRole('img', { name: food.name }).getAttribute('loading'),
    );
    expect(loading).toEqual([...Array<string>(EAGER_LINES).fill('eager'), 'lazy', 'lazy']);
  });

  it('offers quantities 1 to 5; choosing one recomputes line, totals, header and storage', async () => {
    const { user } = await renderRoute('/cart-page', { cart: twoLines });
    const select = await screen.findByRole('combobox', { name: `Quantity of ${first.name}` });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.selectOptions(select, '4');
    const line = select.closest('li')!;
    expect(within(line).getByText(money(first.price * 4))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
    await waitFor(() =>
      expect(storedCart()).toMatchObject({
        totalCount: 6,
        items: [{ quantity: 4, price: first.price * 4 }, {}],
      }),
    );
  });

  it('removes a line, and clears the cart to the empty state', async () => {
    const { user, router } = await renderRoute('/cart-page', { cart: twoLines });
    await user.click(await screen.findByRole('button', { name: `Remove ${first.name}` }));
    expect(screen.queryByRole('link', { name: first.name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByRole('heading', { name: 'Cart Page is Empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeVisible();
    await waitFor(() => expect(storedCart()).toEqual({ items: [], totalPrice: 0, totalCount: 0 }));
    await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('repairs a stored cart with bad data instead of failing', async () => {
    await renderRoute('/cart-page', {
      cart: {
        items: [
          { food: first, quantity: 0, price: -5 },
          { food: second, quantity: 99, price: 'free' },
          { food: { ...first, id: 'bad', price: -1 }, quantity: 1 },
        ],
        totalPrice: 'lots',
        totalCount: -1,
      },
    });
    const lines = within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: `Quantity of ${first.name}` })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: `Quantity of ${second.name}` })).toHaveValue('5');
    expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
  });

  it("picks up another tab's change through the storage event", async () => {
    await renderRoute('/cart-page', { cart: twoLines });
    await screen.findByRole('list', { name: 'Cart items' });
    const otherTab = { items: [{ food: second, quantity: 5, price: 1 }], totalPrice: 1, totalCount: 5 };
    act(() => {
      localStorage.setItem('Cart', JSON.stringify(otherTab));
      window.dispatchEvent(new StorageEvent('storage', { key: 'Cart', storageArea: localStorage }));
    });
    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
    expect(screen.queryByRole('link', { name: first.name })).not.toBeInTheDocument();
    expect(screen.getByText(money(second.price * 5), { selector: 'dd' })).toBeVisible();
  });

  it('prices a stored cart from the menu, saying which price changed, and stores the real price', async () => {
    const forged = {
      items: [
        { food: { ...first, price: 0.01 }, quantity: 2, price: 0.02 },
        { food: second, quantity: 1, price: second.price },
      ],
      totalPrice: 0.02 + second.price,
      totalCount: 3,
    };
    await renderRoute('/cart-page', { cart: forged });
    const line = (await screen.findByRole('link', { name: first.name })).closest('li')!;
    expect(await within(line).findByText(`Price changed from $0.01 to ${money(first.price)}`)).toBeVisible();
    expect(within(line).getByText(money(first.price * 2))).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText(money(first.price * 2 + second.price))).toBeVisible();
    expect(screen.queryByText('$0.02')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Price changed/)).toHaveLength(1);
    await waitFor(() =>
      expect(storedCart()).toMatchObject({
        items: [{ food: { price: first.price }, price: first.price * 2 }, {}],
      }),
    );
  });

  it('flags a dish no longer on the menu and asks to remove it before checking out', async () => {
    const retired = { ...second, id: 'retired-dish', name: 'Retired Stew' };
    const { user } = await renderRoute('/cart-page', {
      cart: {
        items: [
          { food: first, quantity: 1 },
          { food: retired, quantity: 2 },
        ],
      },
    });
    const line = (await screen.findByRole('link', { name: retired.name })).closest('li')!;
    expect(await within(line).findByText('No longer on the menu')).toBeVisible();
    expect(within(line).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(line).queryByText(money(retired.price * 2))).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText(money(first.price))).toBeVisible();
    expect(within(summary).getByText('Remove the dishes no longer on the menu to check out.')).toBeVisible();
    expect(within(summary).queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await user.click(within(line).getByRole('button', { name: `Remove ${retired.name}` }));
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  });

  it('still shows the cart when the menu cannot be loaded, says so, and tries again', async () => {
    server.use(http.get('*/api/foods', () => HttpResponse.error(), { once: true }));
    const { user } = await renderRoute('/cart-page', {
      cart: { items: [{ food: { ...first, price: 0.01 }, quantity: 2 }] },
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Prices could not be confirmed.');
    const line = screen.getByRole('link', { name: first.name }).closest('li')!;
    expect(within(line).getByText('$0.02')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await within(line).findByText(`Price changed from $0.01 to ${money(first.price)}`)).toBeVisible();
    expect(within(line).getByText(money(first.price * 2))).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty cart, without asking for the menu it has nothing to price by', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    await renderRoute('/cart-page');
    expect(await screen.findByRole('heading', { name: 'Cart Page is Empty' })).toBeVisible();
    server.events.removeAllListeners();
    expect(calls).not.toContain('/api/foods');
  });
});
