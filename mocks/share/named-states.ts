/**
 * States a link opens the demo in (`?state=<name>`), for stakeholders who want to show each other a
 * case: the data, the scenario, who is signed in and what is in the cart. Built on the seed, at the
 * moment the link is opened, so an active order is active then.
 */
import type { DemoAccount } from '@contract/demo';
import { roundCents } from '@contract/rounding';
import type { Food } from '@contract/types';
import type { DbState, OrderRecord, StepRecord, UserRecord } from '../db/records';
import { cancelSteps, FAST_PACE } from '../http/order-life';
import type { ScenarioName } from '../scenarios';
import { DEMO_ACCOUNTS, SEED_FAVORITES, SEED_FOODS, SEED_ORDERS, SEED_USERS } from '../seed';

export interface NamedState {
  name: string;
  /** A few words for the demo bar's list. */
  label: string;
  description: string;
  scenario: ScenarioName | null;
  /** The demo account the app signs in as, through the demo bar's own sign-in. */
  signIn: DemoAccount['role'];
  /** Dishes the app puts in the cart. */
  cart: readonly Food[];
  /** Every table but the sessions, which the tab keeps for the users still there. */
  tables(now: Date): Omit<DbState, 'sessions'>;
}

const HOUR_MS = 3_600_000;

/** The list's item at `index`, going round it. */
function roundRobin<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('A named state was built from an empty list.');
  return item;
}
const hexId = (kind: number, index: number) =>
  `${kind.toString(16).padStart(2, '0')}${index.toString(16).padStart(22, '0')}`;

const account = (role: DemoAccount['role']) => {
  const email = DEMO_ACCOUNTS.find((demo) => demo.role === role)?.email;
  const user = SEED_USERS.find((seeded) => seeded.email === email);
  if (!user) throw new Error(`The seed has no demo ${role}.`);
  return user;
};

/** Shoppers who only ever order here: without a password anyone could type, none can sign in. */
const OTHER_SHOPPERS: readonly UserRecord[] = [
  ['Noor Haddad', '4 Canal Row, Riverton'],
  ['Jonas Berg', '19 Orchard Lane, Millbrook'],
  ['Ama Mensah', '7 Harbour View, Port Ellis'],
].map(([name = '', address = ''], index) => ({
  id: hexId(0xa1, index + 1),
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
  address,
  isAdmin: false,
  salt: '',
  passwordHash: '',
}));

/** The recorded steps that lead to `status`, an hour apart from `paidAt`; none while NEW. */
function stepsTo(status: OrderRecord['status'], paidAt: number): StepRecord[] {
  if (status === 'NEW') return [];
  const at = (hours: number) => new Date(paidAt + hours * HOUR_MS).toISOString();
  if (status === 'CANCELED' || status === 'REFUNDED')
    return [{ status: 'PAID', at: at(0) }, ...cancelSteps(at(1))];
  const life = ['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED'] as const;
  return life.slice(0, life.indexOf(status) + 1).map((step, hours) => ({ status: step, at: at(hours) }));
}

/** The statuses an admin meets, in turn; the active ones have no pace, so they stay as they are shown. */
const STATUSES = ['DELIVERED', 'NEW', 'PAID', 'PREPARING', 'SHIPPED', 'REFUNDED'] as const;

function order(index: number, user: UserRecord, now: Date, status: OrderRecord['status']): OrderRecord {
  const createdAt = now.getTime() - (30 - index) * 5 * HOUR_MS;
  const items = [0, 1].slice(0, 1 + (index % 2)).map((offset) => {
    const food = roundRobin(SEED_FOODS, index * 7 + offset * 13);
    const quantity = 1 + ((index + offset) % 3);
    return { food, quantity, price: roundCents(food.price * quantity) };
  });
  const statusHistory = stepsTo(status, createdAt + 60_000);
  return {
    id: hexId(0xb2, index + 1),
    userId: user.id,
    name: user.name,
    address: user.address,
    addressLatLng: { lat: 52.52 + index / 1000, lng: 13.405 - index / 1000 },
    createdAt: new Date(createdAt).toISOString(),
    items,
    totalPrice: roundCents(items.reduce((sum, item) => sum + item.price, 0)),
    status: statusHistory.at(-1)?.status ?? 'NEW',
    statusHistory,
    ...(status === 'NEW' ? {} : { paymentId: `DEMO-STATE${String(index + 1).padStart(4, '0')}` }),
  };
}

const seedTables = (): Omit<DbState, 'sessions'> => ({
  users: structuredClone([...SEED_USERS]),
  orders: structuredClone([...SEED_ORDERS]),
  favorites: structuredClone([...SEED_FAVORITES]),
});

export const NAMED_STATES: readonly NamedState[] = [
  {
    name: 'admin-with-orders',
    label: 'Admin with 30 orders',
    description:
      'The seed plus 30 orders from four shoppers, in every status (new, paid, being prepared, on its way, delivered, refunded); signed in as the demo admin.',
    scenario: null,
    signIn: 'admin',
    cart: [],
    tables: (now) => {
      const tables = seedTables();
      const shoppers = [account('shopper'), ...OTHER_SHOPPERS];
      tables.users.push(...structuredClone([...OTHER_SHOPPERS]));
      for (let index = 0; index < 30; index += 1) {
        const status = roundRobin(STATUSES, index);
        tables.orders.push(order(index, roundRobin(shoppers, index), now, status));
      }
      return tables;
    },
  },
  {
    name: 'payment-fails',
    label: 'Payment fails',
    description:
      'Signed in as the demo shopper with a dish in the cart; paying fails and nothing is charged (the payment-fails scenario).',
    scenario: 'payment-fails',
    signIn: 'shopper',
    cart: SEED_FOODS.slice(0, 1),
    tables: seedTables,
  },
  {
    name: 'order-on-its-way',
    label: 'An order on its way',
    description:
      'Signed in as the demo shopper with an order just paid, which is prepared, sent and delivered within half a minute (the fast-delivery scenario).',
    scenario: 'fast-delivery',
    signIn: 'shopper',
    cart: [],
    tables: (now) => {
      const tables = seedTables();
      const paid = order(29, account('shopper'), now, 'PAID');
      const at = now.toISOString();
      tables.orders.push({
        ...paid,
        createdAt: at,
        statusHistory: [{ status: 'PAID', at }],
        pace: FAST_PACE,
      });
      return tables;
    },
  },
];

export const namedState = (name: string) => NAMED_STATES.find((state) => state.name === name) ?? null;
