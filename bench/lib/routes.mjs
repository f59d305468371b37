// The pages the bench opens, the same in both modes: where each is, what a returning shopper's
// browser holds for it, and what shows when it is ready (found by role and name, as a shopper would).
import { readFileSync } from 'node:fs';

const SEED = 'mocks/data/seed.json';

function seedFoods() {
  try {
    return JSON.parse(readFileSync(SEED, 'utf8')).foods;
  } catch (cause) {
    throw new Error(`The bench reads its dishes from ${SEED}; run \`npm run seed\` first.`, { cause });
  }
}

const [DISH, SECOND_DISH] = seedFoods();

/** A dish as the API would have sent it: its picture at an absolute URL from the image host. */
const wireDish = (food, imageBase) => ({ ...food, imageUrl: new URL(food.imageUrl, imageBase).href });

/** A cart of two lines, as the app persists it under `Cart`. */
function cartOfTwo(imageBase) {
  const lines = [
    { food: wireDish(DISH, imageBase), quantity: 1 },
    { food: wireDish(SECOND_DISH, imageBase), quantity: 2 },
  ].map((line) => ({ ...line, price: Math.round(line.food.price * line.quantity * 100) / 100 }));
  return {
    items: lines,
    totalPrice: Math.round(lines.reduce((sum, line) => sum + line.price * 100, 0)) / 100,
    totalCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

// The order form makes no call on load, so a stored session is enough to open it.
const USER = {
  id: 'bench',
  name: 'Bench Shopper',
  email: 'bench@example.com',
  address: 'Somewhere 1',
  token: 'bench',
  isAdmin: false,
};

export const dishCards = (page) => page.getByRole('list', { name: 'Dishes' }).getByRole('article');

export const ROUTES = [
  { name: 'home', path: '', ready: dishCards },
  {
    name: 'dish',
    path: `food/${DISH.id}`,
    ready: (page) => page.getByRole('button', { name: 'Add to Cart' }),
  },
  {
    name: 'cart',
    path: 'cart-page',
    storage: (site) => ({ Cart: cartOfTwo(site.imageBase) }),
    ready: (page) => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem'),
  },
  { name: 'login', path: 'login', ready: (page) => page.getByRole('button', { name: 'Login', exact: true }) },
  {
    name: 'checkout',
    path: 'checkout',
    storage: (site) => ({ User: USER, Cart: cartOfTwo(site.imageBase) }),
    ready: (page) => page.getByRole('application', { name: 'Location map' }),
  },
];

export const route = (name) => ROUTES.find((candidate) => candidate.name === name);

/** The route's address on a site: the demo routes by hash (`#/food/<id>`), the real build by path. */
export function urlOf(site, routeName, query = '') {
  const { path } = route(routeName);
  if (site.hashRouting) return `${site.url}${query}${path ? `#/${path}` : ''}`;
  return `${site.url}${path}${query}`;
}

export const storageFor = (site, routeName) => route(routeName).storage?.(site) ?? {};
