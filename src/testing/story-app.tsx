import { useRouter } from '@tanstack/react-router';
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { useStore } from 'react-redux';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNTS, SEED_FOODS } from '@mocks/seed';
import { App } from '@/app/app';
import type { AppStore } from '@/app/store';
import { STORY_TILE_URL } from '@/components/map/story-tile';
import { env } from '@/config/env';
import { accountApi } from '@/features/account/api/account-api';
import { ordersApi } from '@/features/orders/api/orders-api';
import type { Food, LatLng, User } from '@/types/api';
import type { DemoAccount } from '@/types/demo';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * The whole app (layout, routes, loaders) on the story's own store and router, which starts at
 * `parameters.url`: a page story.
 */
export function AppPage() {
  return <App store={useAppStore()} router={useRouter()} />;
}

/** A logged-in user as the browser would have stored them (`parameters.storage.user`). */
export function storedUser(changes: Partial<User> = {}): User {
  return {
    id: 'story-user',
    name: 'Sam Shopper',
    email: 'shopper@foodstore.test',
    address: '12 Market Street, Springfield',
    token: 'story-token',
    isAdmin: false,
    ...changes,
  };
}

/** A dish as the API would serve it: the seed's relative image path made absolute for any story URL. */
export function asServed(food: Food, changes: Partial<Food> = {}): Food {
  return { ...food, imageUrl: `${import.meta.env.BASE_URL}${food.imageUrl}`, ...changes };
}

/** The first seed dish that fits the story, so stories survive a regenerated seed. */
export function seedFood(fits: (food: Food) => boolean, changes: Partial<Food> = {}): Food {
  const food = SEED_FOODS.find(fits);
  if (!food) throw new Error('The seed has no dish that fits this story.');
  return asServed(food, changes);
}

/** The dish cards a shopper sees, once the grid is there. */
export async function dishCards(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const grid = await within(canvasElement).findByRole('list', { name: 'Dishes' });
  return within(grid).getAllByRole('article');
}

/** Page stories: the whole screen, where (unlike a lone component) everything must sit in a landmark. */
export function pageParameters() {
  return {
    layout: 'fullscreen',
    a11y: {
      config: { rules: [{ id: 'region', enabled: true }] },
      // Storybook's own links precede the app's skip link, so axe would take it for loose content.
      context: { exclude: ['a[href="#main"]'] },
    },
  };
}

/** What `beforeEach` is given after the loaders: `.storybook/fresh-app.tsx` puts the story's store there. */
interface LoadedStory {
  loaded: Record<string, unknown>;
}

function storyStore({ loaded }: LoadedStory): AppStore {
  return (loaded as { store: AppStore }).store;
}

/** A demo account's credentials (the seed stores only hashes of these passwords). */
export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`The seed has no ${role} demo account.`);
  return account;
}

/**
 * `beforeEach`: logs a demo account in with the app's own login call on the story's store, before the
 * page renders. storedUser()'s token is unknown to the mock db, so a page that calls the API with it
 * gets a 401 and the session ends; pages that call the API need a session the mock db knows.
 */
export function loggedInAs(role: DemoAccount['role']) {
  return async (context: LoadedStory) => {
    const { email, password } = demoAccount(role);
    const login = storyStore(context).dispatch(accountApi.endpoints.login.initiate({ email, password }));
    await login.unwrap();
    login.reset();
  };
}

/** `beforeEach`: registers (and so logs in) a new shopper with no order history. */
export function registeredShopper(name = 'Fresh Shopper') {
  return async (context: LoadedStory) => {
    const password = 'secret1';
    const register = storyStore(context).dispatch(
      accountApi.endpoints.register.initiate({
        name,
        email: 'fresh.shopper@example.com',
        password,
        confirmPassword: password,
        address: '1 Main Street, Springfield',
      }),
    );
    await register.unwrap();
    register.reset();
  };
}

/** Where story orders are delivered: Berlin's centre, a point the stubbed map shows plainly. */
export const STORY_POINT: LatLng = { lat: 52.52, lng: 13.405 };

/**
 * `beforeEach`, after a login: places an order through the mock API, as checkout does, so the user
 * has a pending (unpaid) order for the payment page.
 */
export function pendingOrder(foods: readonly Food[] = SEED_FOODS.slice(0, 2)) {
  return async (context: LoadedStory) => {
    const store = storyStore(context);
    const { name, address } = store.getState().user;
    const items = foods.map((food) => ({ food: asServed(food), quantity: 1, price: food.price }));
    const totalPrice = Math.round(items.reduce((sum, item) => sum + item.price, 0) * 100) / 100;
    const order = store.dispatch(
      ordersApi.endpoints.createOrder.initiate({
        items,
        totalPrice,
        name,
        address,
        addressLatLng: STORY_POINT,
      }),
    );
    await order.unwrap();
    order.reset();
  };
}

const tileTemplate = new RegExp(
  `^${env.tileUrl.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
);
const storyTile = decodeURIComponent(STORY_TILE_URL.slice(STORY_TILE_URL.indexOf(',') + 1));

/**
 * Pages draw their maps from env.tileUrl; the mock worker answers those tile requests with the
 * stories' plain local tile, so page screenshots are stable and nothing leaves the machine.
 */
export const storyMapTiles: HttpHandler = http.get(
  ({ request }) => tileTemplate.test(request.url),
  () => new Response(storyTile, { headers: { 'Content-Type': 'image/svg+xml' } }),
);

/**
 * The page's h1, once its route has loaded: routes are lazy chunks, and the first story of a file
 * can wait seconds for Vite to transform one while other files run, so this waits longer than findBy.
 */
export function pageHeading(canvasElement: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  return within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}

/**
 * The toast with this title (error toasts are alerts, success toasts statuses), once the lazily loaded
 * toast runtime has shown it. The Loading overlay is a status too, hence the title.
 */
export function findToast(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  const page = within(canvasElement);
  return waitFor(
    () => {
      const toasts = [...page.queryAllByRole('alert'), ...page.queryAllByRole('status')];
      const toast = toasts.find((candidate) => candidate.textContent?.startsWith(title));
      expect(toast, `a toast titled "${title}"`).toBeDefined();
      return toast!;
    },
    { timeout: 10_000 },
  );
}
