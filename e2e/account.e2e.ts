import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, appUrl, realServerAppUrl, sessionStored, setupBrowser } from './support/browser';

const session = setupBrowser();
const SHOPPER = { email: 'shopper@foodstore.test', password: 'shopper123', name: 'Sam Shopper' };

/** The user as the app stored it, which is what a reload starts from. */
function storedUser(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? 'null'));
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('accounts in the production build', () => {
  it('register → logout → login with returnUrl → profile edit', async () => {
    const { page } = session;
    await page.goto(appUrl('/register'));
    await page.getByLabel('Name').fill('Rita Registered');
    await page.getByLabel('Email').fill('rita@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm Password').fill('secret12');
    await page.getByLabel('Address').fill('7 Market Square');
    await page.screenshot({ path: `${ARTIFACTS}/register.png` });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration Successful').waitFor();
    await page.waitForURL(appUrl('/'));

    const menu = page.getByRole('button', { name: 'Rita Registered, account menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    // The logout reaches localStorage a tick later; the next page load must not find the old session.
    await expect.poll(() => storedUser(page)).toMatchObject({ token: '' });

    await page.goto(appUrl('/profile'));
    await page.waitForURL(/\/login\?returnUrl=%2Fprofile$/);
    await logIn(page, 'rita@example.com', 'secret12');
    await page.waitForURL(appUrl('/profile'));
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Address').fill('8 Market Square');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Update Successful').waitFor();
    await expect.poll(() => page.getByLabel('Address').inputValue()).toBe('8 Market Square');
    await page.screenshot({ path: `${ARTIFACTS}/profile.png` });
    await expect.poll(() => storedUser(page)).toMatchObject({ address: '8 Market Square' });

    // The mock backend keeps the account across a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await expect.poll(() => page.getByLabel('Address').inputValue()).toBe('8 Market Square');
  });

  it.each(['/checkout', '/payment', '/profile', '/orders', '/admin'])(
    '%s asks a visitor to log in first, then lands there',
    async (path) => {
      const { page } = session;
      await page.goto(appUrl(path));
      await page.waitForURL(appUrl(`/login?returnUrl=${encodeURIComponent(path)}`));
      await logIn(page, SHOPPER.email, SHOPPER.password);
      await page.waitForURL(appUrl(path));
    },
  );

  it("shows 'Login Failed' with the server's words for a wrong password", async () => {
    const { page } = session;
    session.allowErrors(/status of 400/);
    await page.goto(appUrl('/login'));
    await logIn(page, SHOPPER.email, 'not-the-password');
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Email or password is incorrect.').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/login-failed.png` });
  });

  it('survives malformed User and Cart in storage', async () => {
    const { page, context } = session;
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('User', '{"token": 42, "name": ');
      localStorage.setItem(
        'Cart',
        JSON.stringify({ items: [{ food: { id: 1 }, quantity: 'x' }], totalCount: 'many' }),
      );
    });
    await page.goto(appUrl('/cart-page'));
    await page.getByRole('heading', { name: 'Cart Page is Empty' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
  });
});

describe('against a real server on another origin (the standalone mock API)', () => {
  it('sends access_token to the API only, never to other hosts', async () => {
    const { page } = session;
    const seen: { url: string; token: string | undefined }[] = [];
    page.on('request', (request) =>
      seen.push({ url: request.url(), token: request.headers()['access_token'] }),
    );
    await page.goto(realServerAppUrl('/login'));
    await logIn(page, SHOPPER.email, SHOPPER.password);
    await page.getByText('Login Successful').waitFor();
    await sessionStored(page);
    await page.goto(realServerAppUrl('/'));
    await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().waitFor();

    const appOrigin = new URL(realServerAppUrl()).origin;
    const apiCalls = seen.filter((request) => new URL(request.url).pathname.startsWith('/api/'));
    const afterLogin = apiCalls.filter((request) => !request.url.endsWith('/api/auth/login'));
    expect(afterLogin.length).toBeGreaterThan(0);
    for (const request of afterLogin) {
      expect(new URL(request.url).origin).not.toBe(appOrigin);
      expect(request.token).toMatch(/.{16,}/);
    }
    const otherHosts = seen.filter((request) => !new URL(request.url).pathname.startsWith('/api/'));
    expect(otherHosts.length).toBeGreaterThan(0);
    expect(otherHosts.filter((request) => request.token !== undefined)).toEqual([]);
  });
});
