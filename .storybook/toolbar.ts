/**
 * The designer's toolbar: a mock scenario, a role and a cart for any page story, without code.
 * A story that sets an aspect itself (`parameters.msw`, `parameters.storage.user`/`.cart`) keeps it,
 * so every named state stays what its name says whatever the toolbar shows.
 */
import type { Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { SCENARIO_NAMES, isScenarioName, scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import type { StoredState } from '@/testing/app-factory';
import { asServed } from '@/testing/fixtures';
import { loggedInAs } from '@/testing/story-sessions';
import { MAX_CART_QUANTITY } from '@contract/rules';

const NO_SCENARIO = 'none';

// Stored as stories store carts (dish and quantity); the app derives the rest when it loads them.
const CARTS = {
  empty: { title: 'Empty cart', cart: undefined },
  few: {
    title: 'A few dishes',
    cart: {
      items: SEED_FOODS.slice(0, 3).map((food, index) => ({ food: asServed(food), quantity: index + 1 })),
    },
  },
  full: {
    title: 'Full cart',
    cart: { items: SEED_FOODS.map((food) => ({ food: asServed(food), quantity: MAX_CART_QUANTITY })) },
  },
} satisfies Record<string, { title: string; cart: StoredState['cart'] }>;

const ROLES = { loggedOut: 'Logged out', shopper: 'Shopper', admin: 'Admin' } as const;

export const toolbarGlobalTypes: Preview['globalTypes'] = {
  scenario: {
    description: 'Mock API scenario (mocks/scenarios.ts)',
    toolbar: {
      title: 'Scenario',
      icon: 'lightning',
      dynamicTitle: true,
      items: [
        { value: NO_SCENARIO, title: 'No scenario' },
        ...SCENARIO_NAMES.map((name) => ({ value: name, title: scenarios[name].label })),
      ],
    },
  },
  role: {
    description: 'Who is logged in (a demo account)',
    toolbar: {
      title: 'Role',
      icon: 'user',
      dynamicTitle: true,
      items: Object.entries(ROLES).map(([value, title]) => ({ value, title })),
    },
  },
  cart: {
    description: 'What the cart holds when the page opens',
    toolbar: {
      title: 'Cart',
      icon: 'basket',
      dynamicTitle: true,
      items: Object.entries(CARTS).map(([value, { title }]) => ({ value, title })),
    },
  },
};

/** Every choice's default is the state a story has when it sets nothing: what runs as tests. */
export const toolbarInitialGlobals = { scenario: NO_SCENARIO, role: 'loggedOut', cart: 'empty' };

type Globals = Record<string, unknown>;

/** The storage the story opens with: its own, with the toolbar's cart where it set none. */
export function toolbarStorage(globals: Globals, storage: StoredState = {}): StoredState {
  const choice = CARTS[globals.cart as keyof typeof CARTS] ?? CARTS.empty;
  return storage.cart === undefined && choice.cart ? { ...storage, cart: choice.cart } : storage;
}

interface ToolbarContext {
  globals: Globals;
  parameters: { storage?: StoredState; msw?: unknown };
  loaded: Record<string, unknown>;
  msw: SetupWorker;
}

/**
 * Project `beforeEach`, after the loaders: logs the role in through the app's own login (a session
 * the mock db knows), then adds the scenario's handlers. A story's own `beforeEach` runs later, so its
 * login and `msw.use()` still win.
 */
export async function applyToolbar(context: ToolbarContext): Promise<void> {
  const { globals, parameters, msw } = context;
  if ((globals.role === 'shopper' || globals.role === 'admin') && parameters.storage?.user === undefined) {
    // A story whose own handlers refuse logins (server down, login fails) shows its state logged out.
    await loggedInAs(globals.role)(context).catch(() => undefined);
  }
  const scenario = String(globals.scenario);
  if (!isScenarioName(scenario)) return;
  // The scenario goes between the story's own handlers (its named state, its map tiles) and the happy path.
  msw.resetHandlers();
  msw.use(...ownHandlers(parameters.msw), ...scenarios[scenario].handlers);
}

/** `parameters.msw` as msw-storybook-addon reads it: a list, or `handlers` as a list or named lists. */
function ownHandlers(msw: unknown): RequestHandler[] {
  if (Array.isArray(msw)) return msw as RequestHandler[];
  const handlers = (msw as { handlers?: RequestHandler[] | Record<string, RequestHandler[]> } | undefined)
    ?.handlers;
  if (!handlers) return [];
  return Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
}
