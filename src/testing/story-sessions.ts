/** `beforeEach` helpers for page stories: sessions and orders made through the app's own API calls. */
import { leastChoices } from '@contract/options';
import { SEED_FOODS } from '@mocks/seed';
import { makeStore } from '@/store/store';
import type { AppStore } from '@/store/store';
import { accountApi } from '@/features/account/api/account-api';
import { ordersApi } from '@/features/orders/api/orders-api';
import type { DemoAccount } from '@contract/demo';
import { roundCents } from '@contract/rounding';
import type { Food } from '@contract/types';
import { STORY_POINT, asServed, demoAccount } from './fixtures';

/** What `beforeEach` is given after the loaders: `.storybook/fresh-app.tsx` puts the story's store there. */
interface LoadedStory {
  loaded: Record<string, unknown>;
}

function storyStore({ loaded }: LoadedStory): AppStore {
  return (loaded as { store: AppStore }).store;
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

/**
 * `beforeEach`, after a login: places an order through the mock API, as checkout does, so the user
 * has a pending (unpaid) order for the payment page.
 */
export function pendingOrder(foods: readonly Food[] = SEED_FOODS.slice(0, 2)) {
  return async (context: LoadedStory) => {
    const store = storyStore(context);
    const { name, address } = store.getState().user;
    // Each required group answered with its first choice (priced 0 in the seed), as a shopper would.
    const items = foods.map((food) => ({
      food: asServed(food),
      quantity: 1,
      price: food.price,
      options: leastChoices(food),
    }));
    const totalPrice = roundCents(items.reduce((sum, item) => sum + item.price, 0));
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

/** A store of its own, logged in as a demo account: someone else acting beside the story's session. */
async function sessionOf(role: DemoAccount['role']): Promise<AppStore> {
  const store = makeStore();
  const { email, password } = demoAccount(role);
  await store.dispatch(accountApi.endpoints.login.initiate({ email, password })).unwrap();
  return store;
}

/** Where an admin can move a paid order to, in the order's life. */
type AdminStep = 'PREPARING' | 'SHIPPED' | 'DELIVERED';
const ADMIN_STEPS: readonly AdminStep[] = ['PREPARING', 'SHIPPED', 'DELIVERED'];

/**
 * `beforeEach`, for the admin's stories: the demo shopper places and pays an order for each status
 * given, and an admin moves it on to that status, through the app's own calls on stores of their own
 * (the story's session stays as it is). The orders come in the order given, the last the newest.
 */
export function shopperOrdersAt(...statuses: ('PAID' | AdminStep)[]) {
  return async () => {
    const shopper = await sessionOf('shopper');
    const admin = await sessionOf('admin');
    const { name, address } = shopper.getState().user;
    for (const [index, status] of statuses.entries()) {
      const food = asServed(SEED_FOODS[index % SEED_FOODS.length]!);
      await shopper
        .dispatch(
          ordersApi.endpoints.createOrder.initiate({
            items: [{ food, quantity: 1, price: food.price, options: leastChoices(food) }],
            totalPrice: food.price,
            name,
            address,
            addressLatLng: STORY_POINT,
          }),
        )
        .unwrap();
      const paid = await shopper
        .dispatch(ordersApi.endpoints.payOrder.initiate({ paymentId: `DEMO-STORY-${index + 1}` }))
        .unwrap();
      for (const step of ADMIN_STEPS.slice(0, ADMIN_STEPS.indexOf(status as AdminStep) + 1))
        await admin
          .dispatch(ordersApi.endpoints.setOrderStatus.initiate({ id: paid.id, status: step }))
          .unwrap();
    }
  };
}
