import { describe, expect, it } from 'vitest';
import { SEED_FOODS } from '@mocks/seed';
import { realServerAppUrl, setupBrowser } from './support/browser';
import { holdBack, loadingOverlay } from './support/page-loading';

const session = setupBrowser({ viewport: { width: 390, height: 844 } });
const DISH_ID = SEED_FOODS[0]?.id ?? '';

describe('against a real server, the landing page calls the API before the app has arrived', () => {
  it.each([
    ['the menu', '/', '/api/foods'],
    ['a dish page', `/food/${DISH_ID}`, `/api/foods/${DISH_ID}`],
  ])('%s: its call goes out while the app code is held back, and is made once', async (_page, path, call) => {
    const { page } = session;
    const calls: string[] = [];
    // The app's own code is only let through once the call is on its way: without the early
    // script, the call would never start and the page never show.
    const letCodeThrough = await holdBack(page, '**/assets/app-*.js');
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/api/')) return;
      calls.push(pathname);
      if (pathname === call) letCodeThrough();
    });
    await page.goto(realServerAppUrl(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((pathname) => pathname === call)).toHaveLength(1);
  });

  it('the cart: the menu its lines are priced from is asked for once, the early call answering the app', async () => {
    const { page } = session;
    const dish = SEED_FOODS[0];
    const cart = {
      items: [{ food: dish, quantity: 1, price: dish?.price }],
      totalPrice: dish?.price,
      totalCount: 1,
    };
    await page.addInitScript((stored) => localStorage.setItem('Cart', stored), JSON.stringify(cart));
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(realServerAppUrl('/cart-page'));
    await page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((pathname) => pathname === '/api/foods')).toHaveLength(1);
  });

  it.each([
    ["the menu's first row", '/', SEED_FOODS.slice(0, 4)],
    ["a dish page's dish", `/food/${DISH_ID}`, SEED_FOODS.slice(0, 1)],
  ])('%s: its pictures are asked for while the app code is held back', async (_page, path, dishes) => {
    const { page } = session;
    // Relative to the API, as the app resolves them.
    const pictures = new Set(dishes.map((dish) => new URL(dish.imageUrl, 'http://api.test/').pathname));
    const letCodeThrough = await holdBack(page, '**/assets/app-*.js');
    page.on('request', (request) => {
      pictures.delete(new URL(request.url()).pathname);
      if (pictures.size === 0) letCodeThrough();
    });
    await page.goto(realServerAppUrl(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect([...pictures]).toEqual([]);
  });
});

describe("against a real server, the menu's own code comes with the menu's pages only", () => {
  const menuCode = /\/assets\/catalogue-page-[\w-]+\.js$/;

  it.each(['/', '/tag/Soup', '/search/pho'])(
    '%s: asked for while the app code is held back',
    async (path) => {
      const { page } = session;
      const letCodeThrough = await holdBack(page, '**/assets/app-*.js');
      page.on('request', (request) => {
        if (menuCode.test(new URL(request.url()).pathname)) letCodeThrough();
      });
      await page.goto(realServerAppUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  );

  it('the checkout, landed on, shows its form without fetching the menu', async () => {
    const { page } = session;
    const dish = SEED_FOODS[0];
    await page.addInitScript(
      ({ user, cart }) => {
        localStorage.setItem('User', user);
        localStorage.setItem('Cart', cart);
      },
      {
        user: JSON.stringify({
          id: 'u',
          name: 'Early Bird',
          email: 'e@example.com',
          address: 'Street 1',
          token: 't',
          isAdmin: false,
        }),
        cart: JSON.stringify({
          items: [{ food: dish, quantity: 1, price: dish?.price }],
          totalPrice: dish?.price,
          totalCount: 1,
        }),
      },
    );
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(realServerAppUrl('/checkout'));
    await page.getByRole('heading', { name: 'Order Form' }).waitFor();
    expect(fetched.some((path) => path.includes('/assets/checkout-'))).toBe(true);
    expect(fetched.filter((path) => menuCode.test(path))).toEqual([]);
  });
});

describe('against a real server, a first visit whose menu does not answer', () => {
  it('shows the header and Loading while the call hangs, then the menu once it answers', async () => {
    const { page } = session;
    // The app waits a moment for the landing page's data before its first render, never for good.
    const answer = await holdBack(page, '**/api/foods');
    await page.goto(realServerAppUrl('/'));
    await page.getByRole('link', { name: 'Food Store!' }).waitFor();
    await loadingOverlay(page).waitFor();
    expect(await page.getByRole('list', { name: 'Dishes' }).count()).toBe(0);

    answer();
    await page.getByRole('list', { name: 'Dishes' }).getByRole('article').first().waitFor();
    await loadingOverlay(page).waitFor({ state: 'hidden' });
  });
});
