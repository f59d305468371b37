/**
 * Dish options, a note to the kitchen and cart lines by choice (extensions), as a shopper meets them on
 * a phone and a laptop: a required group left unanswered, a group at its maximum, two lines of one
 * dish, an edited line, the order priced by the server with its choices and note, a forged order
 * refused, 'Order again' with a choice gone, and a server whose dishes have no groups.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Food, User } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import {
  addToCart,
  checkOutFromCart,
  realServerAppUrl,
  sessionStored,
  setupBrowser,
} from './support/browser';
import { api, PASSWORD } from './support/faults';

const session = setupBrowser();
const API = () => inject('apiUrl');

/** The burger (menu-maker/options.ts): a required size, up to 3 extras, what to leave out. */
async function theBurger(): Promise<Food> {
  const dishes = await api.dishes();
  const burger = dishes.find((dish) =>
    dish.optionGroups?.some((group) => group.name === 'Leave out' && group.max === 4),
  );
  if (!burger) throw new Error('The menu has no burger with a size, extras and what to leave out.');
  return burger;
}

const groupOf = (food: Food, name: string) => food.optionGroups!.find((group) => group.name === name)!;

async function logIn(page: Page, user: User) {
  await page.goto(realServerAppUrl('/login'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login Successful').waitFor();
  await sessionStored(page);
}

const orderForm = (page: Page, food: Food) => page.getByRole('form', { name: `Order ${food.name}` });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart items' }).locator(':scope > li');

describe.each([390, 1280])('dish options at %i px', (width) => {
  it('asks for a required choice, stops at a maximum, keeps a line per choice, edits one, and orders it priced by the server', async () => {
    const { page } = session;
    await page.setViewportSize({ width, height: 844 });
    const burger = await theBurger();
    const [single, double] = groupOf(burger, 'Size').choices;
    const extras = groupOf(burger, 'Extras').choices;
    await logIn(page, await api.register(`Options Shopper ${width}`));

    await page.goto(realServerAppUrl(`/food/${burger.id}`));
    const form = orderForm(page, burger);
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    const sizes = form.getByRole('group', { name: 'Size' });
    await sizes.getByText('Please choose a size').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent))
      .toBe(single!.name);
    expect(new URL(page.url()).pathname).toBe(`/food/${burger.id}`);

    await sizes.getByRole('radio', { name: new RegExp(double!.name) }).check();
    const boxes = form.getByRole('group', { name: 'Extras' }).getByRole('checkbox');
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    expect(await boxes.nth(3).isDisabled()).toBe(true);
    const each =
      burger.price + double!.price + extras.slice(0, 3).reduce((sum, choice) => sum + choice.price, 0);
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe(`Your ${burger.name}: ${formatPrice(each)}`);
    await form.getByRole('textbox', { name: /Note to the kitchen/ }).fill('No onions, please');
    await form.getByText('123 of 140 characters left').waitFor();
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cart Page' }).waitFor();

    await page.goto(realServerAppUrl(`/food/${burger.id}`));
    await addToCart(page);
    await page.getByRole('heading', { level: 1, name: 'Cart Page' }).waitFor();
    await expect.poll(() => cartLines(page).count()).toBe(2);
    const chosen = [double!.name, ...extras.slice(0, 3).map((choice) => choice.name)].join(', ');
    const first = cartLines(page).first();
    await first.getByText('Note to the kitchen: No onions, please').waitFor();
    await first.getByText(`${formatPrice(each)} each`, { exact: false }).waitFor();
    await cartLines(page)
      .nth(1)
      .getByRole('combobox', { name: `Quantity of ${burger.name} (${single!.name})` })
      .waitFor();

    // Edit: back on the dish page with the line's choices and note; saving replaces that line.
    await first.getByRole('link', { name: `Edit ${burger.name} (${chosen})` }).click();
    await expect
      .poll(() => sizes.getByRole('radio', { name: new RegExp(double!.name) }).isChecked())
      .toBe(true);
    await form.getByRole('textbox', { name: /Note to the kitchen/ }).fill('Well done');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cart Page' }).waitFor();
    await cartLines(page).first().getByText('Note to the kitchen: Well done').waitFor();
    expect(await cartLines(page).count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await checkOutFromCart(page);
    await page.getByRole('region', { name: 'Shipping address' }).waitFor();
    // The server priced the lines: its total, shown on the payment page, is the cart's.
    const total = Math.round((each + burger.price) * 100) / 100;
    await page.getByText(formatPrice(total), { exact: true }).first().waitFor();
    await page.getByRole('rowheader').filter({ hasText: 'Note to the kitchen: Well done' }).waitFor();
  });
});

describe('dish options against the server', () => {
  it('refuses a forged order: a required group left out, a choice the dish does not offer', async () => {
    const burger = await theBurger();
    const user = await api.register('Forging Shopper');
    const order = (options: unknown) =>
      fetch(new URL('/api/orders/create', API()), {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: user.token },
        body: JSON.stringify({
          items: [{ food: { id: burger.id }, quantity: 1, price: 0.01, options }],
          name: 'Forging Shopper',
          address: '1 Main Street',
          addressLatLng: { lat: 52.5, lng: 13.4 },
        }),
      });
    const unanswered = await order([]);
    expect([unanswered.status, await unanswered.text()]).toEqual([
      400,
      `Options: ${burger.name} — Please choose a size`,
    ]);
    const unknown = await order([{ group: 'Size', choice: 'Free' }]);
    expect([unknown.status, await unknown.text()]).toEqual([
      400,
      `Options: ${burger.name} — Size has no choice Free`,
    ]);
  });

  it("'Order again' keeps a line whose choice is gone and says what changed", async () => {
    const { page } = session;
    const burger = await theBurger();
    const [single] = groupOf(burger, 'Size').choices;
    const gone = groupOf(burger, 'Extras').choices[0]!;
    const user = await api.register('Returning Shopper');
    const placed = await fetch(new URL('/api/orders/create', API()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', access_token: user.token },
      body: JSON.stringify({
        items: [
          {
            food: { id: burger.id },
            quantity: 1,
            options: [
              { group: 'Size', choice: single!.name },
              { group: 'Extras', choice: gone.name },
            ],
          },
        ],
        name: user.name,
        address: user.address,
        addressLatLng: { lat: 52.5, lng: 13.4 },
      }),
    });
    expect(placed.status).toBe(201);
    await api.pay(user);
    // The menu no longer offers the extra.
    await page.route(`${API()}/api/foods**`, async (route: Route) => {
      const response = await route.fetch();
      const withoutIt = (food: Food) => ({
        ...food,
        optionGroups: food.optionGroups?.map((group) => ({
          ...group,
          choices: group.choices.filter((choice) => choice.name !== gone.name),
        })),
      });
      const body = (await response.json()) as Food | Food[];
      await route.fulfill({ response, json: Array.isArray(body) ? body.map(withoutIt) : withoutIt(body) });
    });
    await logIn(page, user);
    await page.goto(realServerAppUrl('/orders'));
    await page.getByRole('button', { name: 'Order again' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Cart Page' }).waitFor();
    await cartLines(page)
      .first()
      .getByText(`No longer offered, so taken out: Extras: ${gone.name}.`, { exact: false })
      .waitFor();
    await cartLines(page).first().getByText(`Size: ${single!.name}`).waitFor();
  });

  it('orders a dish as today from a server whose dishes have no option groups', async () => {
    const { page } = session;
    const burger = await theBurger();
    await page.route(`${API()}/api/foods**`, async (route: Route) => {
      const response = await route.fetch();
      const plain = (food: Food): Food => {
        const sent = { ...food };
        delete sent.optionGroups;
        return sent;
      };
      const body = (await response.json()) as Food | Food[];
      await route.fulfill({ response, json: Array.isArray(body) ? body.map(plain) : plain(body) });
    });
    await page.goto(realServerAppUrl(`/food/${burger.id}`));
    const form = orderForm(page, burger);
    await form.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(await form.getByRole('group').count()).toBe(0);
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cart Page' }).waitFor();
    await cartLines(page)
      .first()
      .getByRole('combobox', { name: `Quantity of ${burger.name}` })
      .waitFor();
  });
});
