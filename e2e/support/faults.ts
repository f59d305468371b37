/**
 * The fault matrix (e2e/faults-*.e2e.ts): every API call the app makes, under each of six faults a
 * real network and server produce, in Chromium against the build that calls the standalone mock
 * API on another origin (so page.route sees every API request). Each cell proves that the shopper
 * gets a readable message, that the full-screen 'Loading...' overlay is gone, that retrying works once
 * the fault is removed, and (through the session) that nothing threw or logged an unexpected error.
 */
import { leastChoices } from '@contract/options';
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Cart, Food, Order, User } from '@contract/types';
import type { Session } from './browser';
import { loadingOverlay } from './page-loading';

/** A page of the fault matrix's build (calls time out after 2.5 s there). */
export const faultsAppUrl = (path = '') => new URL(path.replace(/^\//, ''), inject('faultsAppUrl')).href;
const apiOrigin = () => new URL(inject('apiUrl')).origin;

// ---------------------------------------------------------------------------------------------------
// The faults
// ---------------------------------------------------------------------------------------------------

export type FaultName = 'hang' | '500 HTML' | '502' | 'malformed JSON' | 'wrong shape' | 'offline';

export interface Fault {
  name: FaultName;
  /** What the shopper must read (the exact sentence, or its start). */
  message: string | RegExp;
  /** Answers (or withholds the answer to) one intercepted API request. */
  inject(route: Route, appOrigin: string): Promise<void>;
  /** The one console line Chromium itself logs for this fault on `url`, if any: allowed, nothing else. */
  browserLogs?: (url: string) => string;
}

/** A cross-origin answer the browser accepts (the app sends credentials with some calls). */
function fulfil(route: Route, appOrigin: string, status: number, contentType: string, body: string) {
  return route.fulfill({
    status,
    contentType,
    body,
    headers: { 'access-control-allow-origin': appOrigin, 'access-control-allow-credentials': 'true' },
  });
}

const HTML_500 = `<!DOCTYPE html>
<html><head><title>500 Internal Server Error</title></head>
<body><h1>Internal Server Error</h1>
<pre>TypeError: Cannot read properties of undefined (reading 'id')
    at handler (/srv/food-store/routes/api.js:42:17)
    at Layer.handle [as handle_request] (/srv/food-store/node_modules/express/lib/router/layer.js:95:5)
    at next (/srv/food-store/node_modules/express/lib/router/route.js:149:13)</pre>
</body></html>`;

const NGINX_502 = [
  '<html>',
  '<head><title>502 Bad Gateway</title></head>',
  '<body>',
  '<center><h1>502 Bad Gateway</h1></center>',
  '<hr><center>nginx/1.27.4</center>',
  '</body>',
  '</html>',
  '',
].join('\r\n');

const statusLog = (status: string) => (url: string) =>
  `Failed to load resource: the server responded with a status of ${status} (${url})`;

export const FAULTS: readonly Fault[] = [
  {
    name: 'hang',
    message: 'The server took too long to answer. Please try again.',
    // Never answered: the app's own timeout (2.5 s in this build) must end the call.
    inject: () => Promise.resolve(),
  },
  {
    name: '500 HTML',
    message: 'The server answered with an error (500). Please try again.',
    inject: (route, origin) => fulfil(route, origin, 500, 'text/html; charset=utf-8', HTML_500),
    browserLogs: statusLog('500 (Internal Server Error)'),
  },
  {
    name: '502',
    message: 'The server answered with an error (502). Please try again.',
    inject: (route, origin) => fulfil(route, origin, 502, 'text/html', NGINX_502),
    browserLogs: statusLog('502 (Bad Gateway)'),
  },
  {
    name: 'malformed JSON',
    message: "The server's answer could not be read. Please try again.",
    inject: (route, origin) =>
      fulfil(route, origin, 200, 'application/json', '[{"id":"1","name":"Pumpkin Soup","price":8.'),
  },
  {
    name: 'wrong shape',
    message: /^The server's answer was not /,
    inject: (route, origin) => fulfil(route, origin, 200, 'application/json', '{"status":"ok","data":{}}'),
  },
  {
    name: 'offline',
    message: 'Could not reach the server. Check your connection and try again.',
    inject: (route) => route.abort('internetdisconnected'),
    browserLogs: (url) => `Failed to load resource: net::ERR_INTERNET_DISCONNECTED (${url})`,
  },
];

// ---------------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------------

export interface Call<State = unknown> {
  /** 'GET /api/foods (home)': the method, the documented path, and where a shopper meets it. */
  name: string;
  method: 'GET' | 'POST';
  /** Matches the call's pathname on the API origin, and no other call's. */
  path: RegExp;
  /** Puts the server and the browser's storage where the call can be made. */
  prepare(session: Session): Promise<State>;
  /** What a shopper does that makes the call. */
  trigger(page: Page, state: State): Promise<void>;
  /** Waits until the shopper can read `message` as the call's failure. */
  expectFailure(page: Page, message: string | RegExp): Promise<void>;
  /** What a shopper does to try again (the fault is gone by then). */
  retry(page: Page, state: State): Promise<void>;
  /** Waits until the call's success shows. */
  expectSuccess(page: Page, state: State): Promise<void>;
  /**
   * Faults under which the call must succeed, forwarded to the server with only its answer spoiled:
   * e.g. the app ignores the order-creation answer by design (docs/product.md §7).
   */
  succeedsUnder?: readonly FaultName[];
}

/** A call's table entry, typed by the state its prepare step returns. */
export const call = <State>(definition: Call<State>) => definition as Call<unknown>;

/** A sentence as getByText takes it: a string must be the element's whole text, a pattern match it. */
const text = (page: Page, message: string | RegExp) => page.getByText(message, { exact: true });

/**
 * Loads in route loaders fail into an error page: what could not be loaded, why, and 'Try again'.
 * `title` is the failure's heading ('The menu could not be loaded').
 */
export function failsAsPage(title: string): Pick<Call, 'expectFailure' | 'retry'> {
  return {
    async expectFailure(page, message) {
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: title }).waitFor();
      await main.getByText(message, { exact: true }).waitFor();
    },
    retry: (page) => page.getByRole('main').getByRole('button', { name: 'Try again' }).click(),
  };
}

/** Mutations fail into an error toast: its title ('Login Failed') and the message. */
export function failsAsToast(title: string): Pick<Call, 'expectFailure'> {
  return {
    async expectFailure(page, message) {
      const toast = page.getByRole('alert').filter({ has: text(page, title) });
      await toast.getByText(message, { exact: true }).waitFor();
    },
  };
}

/** Waits for the toast titled `title` (e.g. 'Login Successful'). */
export const toastTitled = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ has: text(page, title) })
    .first()
    .waitFor();

// ---------------------------------------------------------------------------------------------------
// State: the standalone API from Node, and the browser's storage
// ---------------------------------------------------------------------------------------------------

async function callApi<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, inject('apiUrl')), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { access_token: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const PASSWORD = 'secret12';

/** A throw-away e-mail address, new on every call. */
export const uniqueEmail = () => `fault-${crypto.randomUUID()}@example.com`;

export const api = {
  /** A new shopper, logged in: the user as the server answered (with its token). */
  register: (name = 'Fay Fault') =>
    callApi<User>('POST', '/api/auth/register', undefined, {
      name,
      email: uniqueEmail(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      address: '12 Fault Lane',
    }),
  logIn: (email: string, password: string) =>
    callApi<User>('POST', '/api/auth/login', undefined, { email, password }),
  dishes: () => callApi<Food[]>('GET', '/api/foods'),
  /** Places a pending (NEW) order of `dish` for `user`. */
  placeOrder: (user: User, dish: Food) =>
    callApi<Order>('POST', '/api/orders/create', user.token, {
      items: [{ food: dish, quantity: 1, price: dish.price, options: leastChoices(dish) }],
      totalPrice: dish.price,
      name: user.name,
      address: user.address,
      addressLatLng: { lat: 48.8583701, lng: 2.2944813 },
    }),
  pay: (user: User) => callApi<Order>('POST', '/api/orders/pay', user.token, { paymentId: 'FAULTS-1' }),
  /** The user's orders, as the server keeps them. */
  orders: (user: User) => callApi<Order[]>('GET', '/api/orders', user.token),
};

/** A cart of one `dish`, as the app stores it under `Cart` (docs/product.md §3). */
export const cartOf = (dish: Food): Cart => ({
  items: [{ food: dish, quantity: 1, price: dish.price }],
  totalPrice: dish.price,
  totalCount: 1,
});

/**
 * Writes `User` and `Cart` before the app's first script, once per tab: later loads find what the app
 * itself stored since.
 */
export async function seedStorage(session: Session, stored: { user?: User; cart?: Cart }) {
  await session.context.addInitScript(
    (values) => {
      if (sessionStorage.getItem('faults.seeded')) return;
      sessionStorage.setItem('faults.seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
    },
    Object.fromEntries(Object.entries({ User: stored.user, Cart: stored.cart }).filter(([, v]) => v)),
  );
}

// ---------------------------------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------------------------------

/** A pattern matching `line` and nothing else. */
const exactly = (line: string) => new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Puts `fault` on every `call` request from now on; returns the requests it met. */
async function injectFault(session: Session, target: Call, fault: Fault, forward: boolean) {
  const { page } = session;
  const appOrigin = new URL(faultsAppUrl()).origin;
  const met: Request[] = [];
  await page.route(
    (url) => url.origin === apiOrigin() && target.path.test(url.pathname),
    async (route, request) => {
      // CORS preflights (and any other method on the same path) go on to the server untouched.
      if (request.method() !== target.method) return route.fallback();
      met.push(request);
      const line = fault.browserLogs?.(request.url());
      if (line) session.allowErrors(exactly(line));
      // The server does its work; only its answer is spoiled on the way back.
      if (forward) await route.fetch();
      return fault.inject(route, appOrigin);
    },
  );
  return met;
}

/** One describe per call, one test per fault: the report reads as the matrix. */
export function describeFaultMatrix(session: Session, calls: readonly Call[]) {
  for (const target of calls) {
    describe(target.name, () => {
      for (const fault of FAULTS) {
        const succeeds = target.succeedsUnder?.includes(fault.name) ?? false;
        const name = succeeds ? `${fault.name}: succeeds (the answer is not used)` : fault.name;
        it(name, async () => {
          const { page } = session;
          const state = await target.prepare(session);
          const met = await injectFault(session, target, fault, succeeds);
          await target.trigger(page, state);
          if (!succeeds) {
            await target.expectFailure(page, fault.message);
            await expect.poll(() => loadingOverlay(page).count()).toBe(0);
            await page.unrouteAll({ behavior: 'ignoreErrors' });
            await target.retry(page, state);
          }
          await target.expectSuccess(page, state);
          await expect.poll(() => loadingOverlay(page).count()).toBe(0);
          expect(met.length).toBeGreaterThan(0);
        });
      }
    });
  }
}
