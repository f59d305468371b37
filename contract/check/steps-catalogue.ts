import { firstFood, firstTag, list, NO_SUCH_ID, problemsIf, searchTerm, text, type Step } from './step-kit';

const names = (body: unknown) => list(body).map((food) => text(food.name).toLowerCase());

export const CATALOGUE_STEPS: readonly Step[] = [
  {
    name: 'all dishes',
    method: 'GET',
    path: () => '/api/foods',
    expect: [200],
    after: (body, context) => {
      context.foods = list(body);
      return problemsIf(context.foods.length === 0, 'the menu is empty; the later steps need a dish');
    },
  },
  {
    name: 'tags with counts, All first',
    method: 'GET',
    path: () => '/api/foods/tags',
    expect: [200],
    after: (body, context) => {
      const [first] = list(body);
      return problemsIf(
        first?.name !== 'All' || first.count !== context.foods.length,
        `the first tag should be All with ${context.foods.length} dishes, got ${JSON.stringify(first)}`,
      );
    },
  },
  {
    name: 'search by part of a dish name',
    method: 'GET',
    path: (context) => `/api/foods/search/${encodeURIComponent(searchTerm(context))}`,
    expect: [200],
    after: (body, context) => {
      const term = searchTerm(context).toLowerCase();
      const found = names(body);
      return [
        ...problemsIf(
          !found.includes(text(firstFood(context).name).toLowerCase()),
          `"${term}" did not find its dish`,
        ),
        ...problemsIf(!found.every((name) => name.includes(term)), `a result does not contain "${term}"`),
      ];
    },
  },
  {
    name: 'search for a term that is not a pattern',
    method: 'GET',
    path: () => `/api/foods/search/${encodeURIComponent('.*(')}`,
    expect: [200],
    after: (body) =>
      problemsIf(!names(body).every((name) => name.includes('.*(')), '".*(" was treated as a pattern'),
  },
  {
    name: 'dishes with a tag',
    method: 'GET',
    path: (context) => `/api/foods/tag/${encodeURIComponent(firstTag(context))}`,
    expect: [200],
    after: (body, context) =>
      problemsIf(
        list(body).length === 0 ||
          !list(body).every((food) => Array.isArray(food.tags) && food.tags.includes(firstTag(context))),
        `every dish tagged "${firstTag(context)}" and no other should come back`,
      ),
  },
  {
    name: 'one dish',
    method: 'GET',
    path: (context) => `/api/foods/${encodeURIComponent(text(firstFood(context).id))}`,
    expect: [200],
    after: (body, context) =>
      problemsIf(
        !(typeof body === 'object' && body !== null && 'id' in body && body.id === firstFood(context).id),
        'a different dish came back',
      ),
  },
  {
    name: 'a dish that does not exist',
    method: 'GET',
    path: () => `/api/foods/${NO_SUCH_ID}`,
    // An empty 200 is tolerated as "not found" (docs/contract.md); the contract marks it so.
    expect: [404, 200],
  },
];
