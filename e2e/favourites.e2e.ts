/** Favourites in the static demo, in real Chromium: kept by the mock backend per user, across reloads. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, demoUrl, setupBrowser } from './support/browser';

const session = setupBrowser();
const SHOPPER = { email: 'shopper@foodstore.test', password: 'shopper123', name: 'Sam Shopper' };

const card = (page: Page, dish: string) =>
  page
    .getByRole('list', { name: 'Dishes' })
    .getByRole('article')
    .filter({
      has: page.getByRole('link', { name: dish, exact: true }),
    });
const saveButton = (page: Page, dish: string) =>
  card(page, dish).getByRole('button', { name: `Save ${dish} to favourites` });
const removeButton = (page: Page, dish: string) =>
  card(page, dish).getByRole('button', { name: `Remove ${dish} from favourites` });

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login Successful').first().waitFor();
}

async function logOut(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${name}, account menu` })
    .click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
}

/** The first dish on the menu that the signed-in shopper has not saved. */
async function firstUnsavedDish(page: Page): Promise<string> {
  const button = page
    .getByRole('list', { name: 'Dishes' })
    .getByRole('button', { name: /^Save .+ to favourites$/, pressed: false })
    .first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  return label.replace(/^Save /, '').replace(/ to favourites$/, '');
}

describe('favourites in the demo', () => {
  it('keeps a saved dish over a reload, and another user does not see it', async () => {
    const { page } = session;
    await page.goto(demoUrl('/login'));
    await logIn(page, SHOPPER.email, SHOPPER.password);
    await page.getByRole('heading', { name: 'Our menu' }).waitFor();
    const dish = await firstUnsavedDish(page);
    expect(dish).not.toBe('');

    await saveButton(page, dish).click();
    await expect.poll(() => removeButton(page, dish).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => removeButton(page, dish).getAttribute('aria-busy')).toBeNull();
    await page.screenshot({ path: `${ARTIFACTS}/favourite-saved.png` });

    await page.reload();
    await expect.poll(() => removeButton(page, dish).getAttribute('aria-pressed')).toBe('true');

    await logOut(page, SHOPPER.name);
    // Only the hash changes, so the menu stays on screen until the router swaps in the form.
    await page.goto(demoUrl('/register'));
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Nora Newcomer');
    await page.getByLabel('Email').fill('nora@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm Password').fill('secret12');
    await page.getByLabel('Address').fill('9 Harbour Road');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration Successful').first().waitFor();
    await page.getByRole('heading', { name: 'Our menu' }).waitFor();
    await expect.poll(() => saveButton(page, dish).getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Dishes' })
          .getByRole('button', { name: /^Remove .+ from favourites$/ })
          .count(),
      )
      .toBe(0);

    // Back as the shopper: still saved for them.
    await logOut(page, 'Nora Newcomer');
    await page.goto(demoUrl('/login'));
    await logIn(page, SHOPPER.email, SHOPPER.password);
    await expect.poll(() => removeButton(page, dish).getAttribute('aria-pressed')).toBe('true');
  });
});
