import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SEED_ORDERS } from '@mocks/seed';
import { call, json, logIn } from '@mocks/testing/api';
import { placeOrder } from '@mocks/testing/orders';
import type { Food } from '@contract/types';
import { renderRoute } from '@/testing/render-route';
import { formatDate } from '@/utils/format-date';

const money = (amount: number) => `$${amount.toFixed(2)}`;
/** The demo shopper's newest delivered order: two dishes, 2 and 3 of them. */
const delivered = [...SEED_ORDERS].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
const [kept, dropped] = delivered.items as [
  (typeof delivered.items)[number],
  (typeof delivered.items)[number],
];

const lineOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;

describe("'Order again' (docs/product.md §4)", () => {
  it("puts a past order's dishes in the cart and opens it, saying which price changed and which dish is gone", async () => {
    // The menu since the order: one of its dishes costs more, the other is off the menu.
    const menu = json<Food[]>(await call('/api/foods'))
      .filter((food) => food.id !== dropped.food.id)
      .map((food) => (food.id === kept.food.id ? { ...food, price: kept.food.price + 1 } : food));
    server.use(http.get('*/api/foods', () => HttpResponse.json(menu)));
    const { user, router } = await renderRoute(`/orders/${delivered.id}`, { user: await logIn('shopper') });
    const details = within(await screen.findByRole('region', { name: 'Details' }));
    await user.click(details.getByRole('button', { name: 'Order again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
    const changed = await lineOf(kept.food.name);
    expect(
      await within(changed).findByText(
        `Price changed from ${money(kept.food.price)} to ${money(kept.food.price + 1)}`,
      ),
    ).toBeVisible();
    expect(within(changed).getByRole('combobox', { name: `Quantity of ${kept.food.name}` })).toHaveValue(
      String(kept.quantity),
    );
    const gone = await lineOf(dropped.food.name);
    expect(within(gone).getByText('No longer on the menu')).toBeVisible();
    expect(
      screen.getByRole('link', { name: `Cart, ${kept.quantity + dropped.quantity} items` }),
    ).toBeVisible();
  });

  it('adds to what the cart holds, at most 5 of a dish, from the list; an order awaiting payment has none', async () => {
    const shopper = await logIn('shopper');
    const pending = await placeOrder(shopper.token);
    const other = pending.items.find((item) => item.food.id !== kept.food.id)!.food;
    const { user, router } = await renderRoute('/orders', {
      user: shopper,
      cart: {
        items: [
          // The same line as the order's: the same dish with the same choices.
          { food: kept.food, quantity: 4, options: kept.options },
          { food: other, quantity: 1 },
        ],
      },
    });
    const rows = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    const [newest, ...past] = rows;
    expect(within(newest!).getByText('Awaiting payment')).toBeVisible();
    expect(within(newest!).queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
    for (const row of past) expect(within(row).getByRole('button', { name: 'Order again' })).toBeVisible();

    const row = past.find((item) => item.textContent?.includes(formatDate(delivered.createdAt)))!;
    await user.click(within(row).getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
    const quantityOf = async (food: Food) =>
      within(await lineOf(food.name)).getByRole('combobox', { name: `Quantity of ${food.name}` });
    // 4 in the cart and 2 ordered: 5, the most a line holds.
    expect(await quantityOf(kept.food)).toHaveValue('5');
    expect(await quantityOf(other)).toHaveValue('1');
    expect(await quantityOf(dropped.food)).toHaveValue(String(dropped.quantity));
    expect(screen.getByRole('link', { name: `Cart, ${5 + 1 + dropped.quantity} items` })).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('Cart') ?? 'null')).toMatchObject({
        totalCount: 5 + 1 + dropped.quantity,
      }),
    );
  });
});
