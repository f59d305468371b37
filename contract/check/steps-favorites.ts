import {
  fields,
  firstDish,
  idOf,
  list,
  NO_SUCH_ID,
  problemsIf,
  type CallStep,
  type StepContext,
} from './step-kit';

const dishId = (context: StepContext) => idOf(firstDish(context));
const favoritePath = (id: string) => `/api/users/favorites/${encodeURIComponent(id)}`;
const ids = (body: unknown) => (Array.isArray(body) ? body : []);
const count = (body: unknown, id: string) => ids(body).filter((entry) => entry === id).length;
/** A dish answer's flag, read from a single dish or from the entry of a list. */
const flagOf = (body: unknown, id: string) =>
  (Array.isArray(body) ? (list(body).find((food) => idOf(food) === id) ?? {}) : fields(body)).favorite;

const listed = (body: unknown, id: string) =>
  problemsIf(count(body, id) !== 1, 'the saved dish should be in the favourites exactly once');
const unlisted = (body: unknown, id: string) =>
  problemsIf(count(body, id) !== 0, 'the dish should not be among these favourites');
const marked = (expected: boolean, whose: string) => (body: unknown, context: StepContext) =>
  problemsIf(
    flagOf(body, context.favoriteId) !== expected,
    `the dish should carry favorite: ${String(expected)} ${whose}`,
  );

/**
 * Extensions: favourites, kept per user. The first user saves the menu's first dish; the food calls
 * then mark it for that user only (the second user and a call without a token see favorite: false).
 */
export const FAVORITE_STEPS: readonly CallStep[] = [
  {
    name: 'my favourites without a token',
    operationId: 'getFavorites',
    method: 'GET',
    path: () => '/api/users/favorites',
    expect: [401],
  },
  {
    name: 'my favourites with an unknown token',
    operationId: 'getFavorites',
    method: 'GET',
    path: () => '/api/users/favorites',
    token: () => 'not-a-real-token',
    expect: [401],
  },
  {
    name: 'save a favourite without a token',
    operationId: 'addFavorite',
    method: 'PUT',
    path: (context) => favoritePath(dishId(context)),
    expect: [401],
    needs: ['dish'],
  },
  {
    name: 'save a favourite',
    operationId: 'addFavorite',
    method: 'PUT',
    path: (context) => favoritePath(dishId(context)),
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'dish'],
    provides: ['favoriteId'],
    record: (body, context) => {
      if (count(body, dishId(context)) > 0) context.favoriteId = dishId(context);
    },
    check: (body, context) => listed(body, dishId(context)),
  },
  {
    name: 'save the same favourite again',
    operationId: 'addFavorite',
    method: 'PUT',
    path: ({ favoriteId }) => favoritePath(favoriteId),
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'favoriteId'],
    check: (body, context) => listed(body, context.favoriteId),
  },
  {
    name: 'save a dish that does not exist',
    operationId: 'addFavorite',
    method: 'PUT',
    path: () => favoritePath(NO_SUCH_ID),
    token: ({ token }) => token,
    expect: [404],
    needs: ['token'],
  },
  {
    name: 'my favourites',
    operationId: 'getFavorites',
    method: 'GET',
    path: () => '/api/users/favorites',
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'favoriteId'],
    check: (body, context) => listed(body, context.favoriteId),
  },
  {
    name: 'the menu marks my favourite',
    operationId: 'getFoods',
    method: 'GET',
    path: () => '/api/foods',
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'favoriteId'],
    check: marked(true, 'for the user who saved it'),
  },
  {
    name: 'my favourite dish',
    operationId: 'getFood',
    method: 'GET',
    path: ({ favoriteId }) => `/api/foods/${encodeURIComponent(favoriteId)}`,
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'favoriteId'],
    check: marked(true, 'for the user who saved it'),
  },
  {
    name: "the first user's favourite dish without a token",
    operationId: 'getFood',
    method: 'GET',
    path: ({ favoriteId }) => `/api/foods/${encodeURIComponent(favoriteId)}`,
    expect: [200],
    needs: ['favoriteId'],
    check: marked(false, 'without a token'),
  },
  {
    name: "the second user's menu",
    operationId: 'getFoods',
    method: 'GET',
    path: () => '/api/foods',
    token: ({ otherToken }) => otherToken,
    expect: [200],
    needs: ['otherToken', 'favoriteId'],
    check: marked(false, 'for another user'),
  },
  {
    name: "the second user's favourites",
    operationId: 'getFavorites',
    method: 'GET',
    path: () => '/api/users/favorites',
    token: ({ otherToken }) => otherToken,
    expect: [200],
    needs: ['otherToken', 'favoriteId'],
    check: (body, context) => unlisted(body, context.favoriteId),
  },
  {
    name: 'remove a favourite without a token',
    operationId: 'removeFavorite',
    method: 'DELETE',
    path: ({ favoriteId }) => favoritePath(favoriteId),
    expect: [401],
    needs: ['favoriteId'],
  },
  {
    name: 'remove a dish that does not exist from my favourites',
    operationId: 'removeFavorite',
    method: 'DELETE',
    path: () => favoritePath(NO_SUCH_ID),
    token: ({ token }) => token,
    expect: [404],
    needs: ['token'],
  },
  {
    name: 'remove a favourite',
    operationId: 'removeFavorite',
    method: 'DELETE',
    path: ({ favoriteId }) => favoritePath(favoriteId),
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'favoriteId'],
    check: (body, context) => unlisted(body, context.favoriteId),
  },
  {
    name: 'remove the same favourite again',
    operationId: 'removeFavorite',
    method: 'DELETE',
    path: ({ favoriteId }) => favoritePath(favoriteId),
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'favoriteId'],
    check: (body, context) => unlisted(body, context.favoriteId),
  },
];
