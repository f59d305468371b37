import {
  firstDish,
  firstTag,
  idOf,
  list,
  NO_SUCH_ID,
  problemsIf,
  searchTerm,
  text,
  type Step,
} from './step-kit';

const names = (body: unknown) => list(body).map((food) => text(food.name).toLowerCase());

export const CATALOGUE_STEPS: readonly Step[] = [
  {
    name: 'all dishes',
    operationId: 'getFoods',
    method: 'GET',
    path: () => '/api/foods',
    expect: [200],
    provides: ['dish', 'tag'],
    record: (body, context) => {
      context.foods = list(body);
    },
    check: (body) => problemsIf(list(body).length === 0, 'the menu is empty; the later steps need a dish'),
  },
  {
    name: 'tags with counts, All first',
    operationId: 'getTags',
    method: 'GET',
    path: () => '/api/foods/tags',
    expect: [200],
    check: (body, { foods }) => {
      const [first] = list(body);
      // The count can only be compared with a menu that was read.
      const counted = foods === null || first?.count === foods.length;
      const expected = foods === null ? 'All' : `All with ${foods.length} dishes`;
      return problemsIf(
        first?.name !== 'All' || !counted,
        `the first tag should be ${expected}, got ${JSON.stringify(first)}`,
      );
    },
  },
  {
    name: 'search by part of a dish name',
    operationId: 'searchFoods',
    method: 'GET',
    path: (context) => `/api/foods/search/${encodeURIComponent(searchTerm(context))}`,
    expect: [200],
    needs: ['dish'],
    check: (body, context) => {
      const term = searchTerm(context).toLowerCase();
      const found = names(body);
      return [
        ...problemsIf(
          !found.includes(text(firstDish(context).name).toLowerCase()),
          `"${term}" did not find its dish`,
        ),
        ...problemsIf(!found.every((name) => name.includes(term)), `a result does not contain "${term}"`),
      ];
    },
  },
  {
    name: 'search for a term that is not a pattern',
    operationId: 'searchFoods',
    method: 'GET',
    path: () => `/api/foods/search/${encodeURIComponent('.*(')}`,
    expect: [200],
    check: (body) =>
      problemsIf(!names(body).every((name) => name.includes('.*(')), '".*(" was treated as a pattern'),
  },
  {
    name: 'dishes with a tag',
    operationId: 'getFoodsByTag',
    method: 'GET',
    path: (context) => `/api/foods/tag/${encodeURIComponent(firstTag(context))}`,
    expect: [200],
    needs: ['tag'],
    check: (body, context) =>
      problemsIf(
        list(body).length === 0 ||
          !list(body).every((food) => Array.isArray(food.tags) && food.tags.includes(firstTag(context))),
        `every dish tagged "${firstTag(context)}" and no other should come back`,
      ),
  },
  {
    name: 'one dish',
    operationId: 'getFood',
    method: 'GET',
    path: (context) => `/api/foods/${encodeURIComponent(idOf(firstDish(context)))}`,
    expect: [200],
    needs: ['dish'],
    check: (body, context) =>
      problemsIf(idOf(body) !== idOf(firstDish(context)), 'a different dish came back'),
  },
  {
    name: 'a dish that does not exist',
    operationId: 'getFood',
    method: 'GET',
    path: () => `/api/foods/${NO_SUCH_ID}`,
    // An empty 200 is tolerated as "not found" (docs/contract.md); the contract marks it so.
    expect: [404, 200],
  },
];
