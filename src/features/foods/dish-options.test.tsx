import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roundCents } from '@contract/rounding';
import { SEED_FOODS } from '@mocks/seed';
import { selectCart } from '@/features/cart/cart-slice';
import { renderRoute } from '@/testing/render-route';
import { formatPrice } from '@/utils/format-price';

/** A burger (menu-maker/options.ts): a required size, up to 3 extras, what to leave out. */
const burger = SEED_FOODS.find((food) =>
  food.optionGroups?.some((group) => group.name === 'Leave out' && group.max === 4),
)!;
const groupOf = (name: string) => burger.optionGroups!.find((group) => group.name === name)!;
const size = groupOf('Size');
const extras = groupOf('Extras');
const [single, double] = size.choices as [(typeof size.choices)[number], (typeof size.choices)[number]];

const cartLines = () =>
  within(screen.getByRole('list', { name: 'Cart items' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Cart items');

describe('a dish with options (extension)', () => {
  it('says which required group needs a choice, moves the focus there and adds nothing', async () => {
    const { user, router, store } = await renderRoute(`/food/${burger.id}`);
    const sizes = await screen.findByRole('group', { name: 'Size' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([single.name, `${double.name}+${formatPrice(double.price)}`]);
    expect(within(sizes).getByText('Required · choose 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(within(sizes).getByText('Please choose a size')).toBeVisible();
    expect(sizes).toHaveAttribute('aria-invalid', 'true');
    expect(within(sizes).getByRole('radio', { name: single.name })).toHaveFocus();
    expect(router.state.location.pathname).toBe(`/food/${burger.id}`);
    expect(selectCart(store.getState()).totalCount).toBe(0);
    // Answered, the message goes.
    await user.click(within(sizes).getByRole('radio', { name: new RegExp(double.name) }));
    expect(within(sizes).queryByText('Please choose a size')).not.toBeInTheDocument();
  });

  it('takes no more choices than a group allows, and prices the line as choices change', async () => {
    const { user } = await renderRoute(`/food/${burger.id}`);
    const group = await screen.findByRole('group', { name: 'Extras' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    await user.click(
      within(await screen.findByRole('group', { name: 'Size' })).getByRole('radio', {
        name: new RegExp(double.name),
      }),
    );
    for (const box of boxes.slice(0, 3)) await user.click(box);
    expect(boxes[3]).toBeDisabled();
    expect(within(group).getByText(/the most this dish takes/)).toBeVisible();
    const expected =
      burger.price + double.price + extras.choices.slice(0, 3).reduce((sum, choice) => sum + choice.price, 0);
    const form = screen.getByRole('form', { name: `Order ${burger.name}` });
    expect(within(form).getByRole('status')).toHaveTextContent(
      `Your ${burger.name}: ${formatPrice(expected)}`,
    );
    // One taken back: the fourth may be chosen again.
    await user.click(boxes[0]!);
    expect(boxes[3]).toBeEnabled();
  });

  it('counts the note to the kitchen as it is typed, and stops at 140 characters', async () => {
    const { user } = await renderRoute(`/food/${burger.id}`);
    const note = await screen.findByRole('textbox', { name: /Note to the kitchen/ });
    await user.type(note, 'No onions');
    expect(screen.getByText('131 of 140 characters left')).toBeVisible();
    expect(note).toHaveAttribute('maxlength', '140');
  });

  it('keeps a line per choice and note, priced with the extras, and edits a line in place', async () => {
    const { user, router, store } = await renderRoute(`/food/${burger.id}`);
    const choose = async (name: string) =>
      user.click(
        within(await screen.findByRole('group', { name: 'Size' })).getByRole('radio', {
          name: new RegExp(name),
        }),
      );
    await choose(double.name);
    await user.click(
      within(screen.getByRole('group', { name: 'Extras' })).getByRole('checkbox', {
        name: new RegExp(extras.choices[0]!.name),
      }),
    );
    await user.type(screen.getByRole('textbox', { name: /Note to the kitchen/ }), '  Well done  ');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('heading', { level: 1, name: 'Cart Page' });

    await router.navigate({ to: '/food/$id', params: { id: burger.id } });
    await choose(single.name);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
    await waitFor(() => expect(cartLines()).toHaveLength(2));

    const doubleEach = burger.price + double.price + extras.choices[0]!.price;
    const [first, second] = cartLines() as [HTMLElement, HTMLElement];
    const firstName = `${burger.name} (${double.name}, ${extras.choices[0]!.name})`;
    expect(within(first).getByRole('combobox', { name: `Quantity of ${firstName}` })).toHaveValue('1');
    expect(within(first).getByText(`Note to the kitchen:`)).toBeVisible();
    expect(within(first).getByText('Well done', { exact: false })).toBeVisible();
    expect(within(first).getByText(`${formatPrice(doubleEach)} each`, { exact: false })).toBeVisible();
    expect(
      within(second).getByRole('combobox', { name: `Quantity of ${burger.name} (${single.name})` }),
    ).toBeVisible();
    expect(selectCart(store.getState()).totalPrice).toBe(roundCents(doubleEach + burger.price));

    // Edit: the dish page with the line's choices and note filled in; saving replaces that line.
    await user.click(within(first).getByRole('link', { name: `Edit ${firstName}` }));
    const sizes = await screen.findByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: new RegExp(double.name) })).toBeChecked();
    const note = screen.getByRole('textbox', { name: /Note to the kitchen/ });
    expect(note).toHaveValue('Well done');
    await user.clear(note);
    await user.type(note, 'Medium rare');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-page'));
    await waitFor(() =>
      expect(within(cartLines()[0]!).getByText('Medium rare', { exact: false })).toBeVisible(),
    );
    expect(cartLines()).toHaveLength(2);
    expect(selectCart(store.getState()).items.map((item) => item.note)).toEqual(['Medium rare', undefined]);
  });
});
