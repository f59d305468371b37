/**
 * The real-server build against a server that reads the specification the way others built from it
 * do (docs/contract.md "What the client tolerates"): the standalone mock's answers, rewritten on the
 * way to the page into that server's dialect, or withheld where such a server lacks the extensions.
 */
import type { Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { realServerAppUrl, sessionStored, setupBrowser } from './support/browser';
import { PASSWORD, api, seedStorage } from './support/faults';

const session = setupBrowser();
const API = () => inject('apiUrl');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `_id` for `id`, 4.7 stars, images relative to the API, coordinates as text, PAYED for PAID. */
function dialect(value: Json): Json {
  if (Array.isArray(value)) return value.map(dialect);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'id') out._id = item;
    else if (key === 'stars') out.stars = 4.7;
    else if (key === 'imageUrl' && typeof item === 'string') out.imageUrl = new URL(item).pathname.slice(1);
    else if ((key === 'lat' || key === 'lng') && typeof item === 'number') out[key] = String(item);
    else if (key === 'status' && item === 'PAID') out.status = 'PAYED';
    else out[key] = dialect(item);
  }
  return out;
}

async function speakDialect(route: Route) {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fallback();
  const response = await route.fetch();
  const { pathname } = new URL(request.url());
  const headers = response.headers();
  const text = await response.text();
  if (response.status() >= 400) {
    // Errors as JSON with a message, as Express apps built from the spec answer them.
    const json = { message: text };
    if (pathname.startsWith('/api/foods/') && response.status() === 404)
      return route.fulfill({
        response,
        status: 200,
        body: '',
        headers: { ...headers, 'content-type': 'text/plain' },
      });
    return route.fulfill({
      response,
      body: JSON.stringify(json),
      headers: { ...headers, 'content-type': 'application/json' },
    });
  }
  if (!text) return route.fulfill({ response });
  let body = dialect(JSON.parse(text) as Json);
  // A profile update answered without the token; a registration answered 200, not 201.
  if (pathname === '/api/users/update' && body && typeof body === 'object' && !Array.isArray(body)) {
    const rest = { ...body };
    delete rest.token;
    body = rest;
  }
  return route.fulfill({
    response,
    status: response.status() === 201 ? 200 : response.status(),
    body: JSON.stringify(body),
  });
}

describe('the real-server build against a liberal server', () => {
  it('reads its dialect: _id, 4.7 stars, relative images, JSON errors, an empty 200, no token, PAYED', async () => {
    const { page } = session;
    // The browser logs the failed login's 400 itself; the app shows the server's message instead.
    session.allowErrors(/status of 400 \(Bad Request\)/);
    // A shopper of its own with a paid order, so no other test's account changes.
    const shopper = await api.register('Lee Liberal');
    await api.placeOrder(shopper, (await api.dishes())[0]!);
    await api.pay(shopper);
    await page.route(`${API()}/api/**`, speakDialect);
    const cards = page.getByRole('list', { name: 'Dishes' }).getByRole('article');

    await page.goto(realServerAppUrl('/'));
    await expect.poll(() => cards.count()).toBe(48);
    const image = cards.first().getByRole('img').first();
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^${API()}/images/`));
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
    await cards.first().getByRole('img', { name: 'Rated 4.5 out of 5' }).waitFor();

    await page.goto(realServerAppUrl('/food/no-such-dish'));
    await page.getByRole('heading', { name: 'Item not found' }).waitFor();

    await page.goto(realServerAppUrl('/login'));
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Email or password is incorrect.').waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login Successful').waitFor();
    await sessionStored(page);

    await page.goto(realServerAppUrl('/profile'));
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name').fill('Lee Liberally');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Update Successful').waitFor();
    // The answer had no token: the session goes on.
    await page.goto(realServerAppUrl('/orders'));
    const orders = page.getByRole('list', { name: 'Orders' });
    await orders.getByText('Paid').first().waitFor();
    await orders.getByRole('link').first().click();
    await page.getByText(/^Coordinates: -?\d/).waitFor();
  });
});

/** Express's page for a route it does not have, as a FoodMine-shaped server answers the extensions. */
async function cannotGet(route: Route) {
  const request = route.request();
  // The browser's preflight for the access_token header: such a server's CORS answers it for any path.
  if (request.method() === 'OPTIONS') return route.fallback();
  const response = await route.fetch();
  const path = new URL(request.url()).pathname;
  return route.fulfill({
    response,
    status: 404,
    headers: { ...response.headers(), 'content-type': 'text/html; charset=utf-8' },
    body: `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${request.method()} ${path}</pre>\n</body>\n</html>\n`,
  });
}

describe('the real-server build against a server without the extensions (decision 15)', () => {
  /** The page is there, in the layout, and says the server lacks the call: never "Page not found". */
  async function saysNotOffered(path: string, title: string) {
    const { page } = session;
    await page.goto(realServerAppUrl(path));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: title }).waitFor();
    await main.getByText('This server does not offer this yet (404).', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('heading', { name: /not found/i }).count()).toBe(0);
  }

  it("says so on /orders, an order's page and the dashboard, with the header", async () => {
    const { page } = session;
    // The browser logs each 404 itself; the pages say what it means.
    session.allowErrors(/status of 404 \(Not Found\)/);
    const shopper = await api.register('Nia No-Extensions');
    const order = await api.placeOrder(shopper, (await api.dishes())[0]!);
    await seedStorage(session, { user: shopper });
    await page.route(/\/api\/(orders(\/track\/[^/]+)?|admin\/orders)$/, cannotGet);

    await saysNotOffered('/orders', 'Your orders could not be loaded');
    await saysNotOffered(`/orders/${order.id}`, 'This order could not be loaded');
    await page.goto(realServerAppUrl('/dashbord'));
    const tile = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Orders' });
    await tile.getByText('This server does not offer this yet.', { exact: true }).waitFor();
  });

  it('says so in the admin area', async () => {
    session.allowErrors(/status of 404 \(Not Found\)/);
    const admin = await api.logIn('admin@foodstore.test', 'admin123');
    await seedStorage(session, { user: admin });
    await session.page.route(/\/api\/admin\/orders$/, cannotGet);
    await saysNotOffered('/admin', 'The orders could not be loaded');
    await session.page.getByRole('heading', { level: 1, name: 'Admin area' }).waitFor();
  });
});
