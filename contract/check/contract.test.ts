// @vitest-environment node
/** The checker itself catches drift: otherwise the agreement tests and the CLI would pass vacuously. */
import { describe, expect, it } from 'vitest';
import { SEED_FOODS } from '@mocks/seed';
import { createContract, type ObservedResponse } from './contract';
import { loadContractDocument } from './load';

const contract = createContract(loadContractDocument());
const food = { ...SEED_FOODS[0], imageUrl: 'http://localhost/images/foods/x.svg' };
const user = {
  id: 'u1',
  name: 'Sam Shopper',
  email: 's@x.io',
  address: '1 Main St',
  token: 't0k3n',
  isAdmin: false,
};
const tokenless = {
  id: user.id,
  name: user.name,
  email: user.email,
  address: user.address,
  isAdmin: user.isAdmin,
};
const json = (path: string, status: number, body: unknown, method = 'GET'): ObservedResponse => ({
  method,
  path,
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});
const problemsOf = (observed: ObservedResponse) => contract.check(observed).problems;

describe('contract.check', () => {
  it('accepts a fitting answer and names its operation', () => {
    expect(contract.check(json('/api/foods/abc', 200, food))).toEqual({
      operation: 'GET /api/foods/{id}',
      tolerated: false,
      problems: [],
    });
    expect(contract.check(json('/api/foods/tags', 200, [{ name: 'All', count: 1 }])).operation).toBe(
      'GET /api/foods/tags',
    );
  });

  it('flags undocumented paths and statuses', () => {
    expect(problemsOf(json('/api/nothing', 200, {}))).toEqual([
      'GET /api/nothing is not a documented operation',
    ]);
    expect(problemsOf(json('/api/foods', 418, []))[0]).toMatch(/status 418 is not documented/);
  });

  it('flags a wrong content type or unparsable JSON', () => {
    expect(problemsOf({ ...json('/api/foods', 200, []), contentType: 'text/html' })[0]).toMatch(
      /content type "text\/html"/,
    );
    expect(problemsOf({ ...json('/api/foods', 200, []), body: '[{' })[0]).toMatch(/not valid JSON/);
    expect(problemsOf({ ...json('/api/foods', 200, []), contentType: null })[0]).toMatch(
      /content type "none"/,
    );
  });

  it('flags bodies that do not fit the schema', () => {
    // Real servers send ratings such as 4.7; only a rating beyond 0 to 5 is off the contract.
    expect(problemsOf(json('/api/foods', 200, [{ ...food, stars: 4.7 }]))).toEqual([]);
    expect(problemsOf(json('/api/foods', 200, [{ ...food, stars: 6 }]))).toEqual([
      'body/0/stars must be <= 5',
    ]);
    expect(problemsOf(json('/api/auth/login', 200, tokenless, 'POST'))).toEqual([
      "body must have required property 'token'",
    ]);
    // A password never leaves the server: absent, or blanked by servers that blank it, but never set.
    expect(problemsOf(json('/api/auth/login', 200, { ...user, password: 'secret' }, 'POST'))).toEqual([
      'body/password must NOT have more than 0 characters',
    ]);
    expect(problemsOf(json('/api/auth/login', 200, { ...user, password: '' }, 'POST'))).toEqual([]);
    expect(problemsOf({ ...json('/api/foods/x', 404, ''), contentType: 'text/plain', body: '' })).toEqual([
      'body must NOT have fewer than 1 characters',
    ]);
  });

  it("checks a dish's diets and allergens where it sends them, and accepts a dish without them", () => {
    const { diets, allergens, ...unmodelled } = food;
    expect(diets).toEqual(expect.any(Array));
    expect(allergens).toEqual(expect.any(Array));
    expect(problemsOf(json('/api/foods', 200, [food, unmodelled]))).toEqual([]);
    expect(problemsOf(json('/api/foods/abc', 200, { ...unmodelled, diets: [], allergens: [] }))).toEqual([]);
    expect(problemsOf(json('/api/foods/abc', 200, { ...food, allergens: ['peanut'] }))[0]).toMatch(
      /^body\/allergens\/0 must be equal to one of the allowed values/,
    );
    expect(problemsOf(json('/api/foods', 200, [{ ...food, diets: ['keto'] }]))[0]).toMatch(
      /^body\/0\/diets\/0 must be equal to one of the allowed values/,
    );
    expect(problemsOf(json('/api/foods/abc', 200, { ...food, allergens: 'milk' }))).toEqual([
      'body/allergens must be array',
    ]);
    expect(problemsOf(json('/api/foods/abc', 200, { ...food, allergens: ['milk', 'milk'] }))[0]).toMatch(
      /^body\/allergens must NOT have duplicate items/,
    );
  });

  it('flags extension answers that break their schemas', () => {
    const order = {
      id: 'o1',
      items: [{ food, quantity: 1, price: food.price }],
      totalPrice: food.price,
      name: 'Sam Shopper',
      address: '1 Main St',
      addressLatLng: { lat: 1, lng: 2 },
      status: 'PAID',
      createdAt: '2026-01-01T12:00:00.000Z',
      paymentId: 'DEMO-1',
    };
    const customer = { id: 'u1', name: 'Sam Shopper', email: 's@x.io' };
    expect(problemsOf(json('/api/orders', 200, [order]))).toEqual([]);
    expect(problemsOf(json('/api/orders/pay', 200, { ...order, paymentId: 7 }, 'POST'))).toEqual([
      'body/paymentId must be string',
    ]);
    expect(problemsOf(json('/api/orders/track/o1', 200, { ...order, status: 'LOST' }))[0]).toMatch(
      /^body\/status must be equal to one of the allowed values/,
    );
    expect(problemsOf(json('/api/admin/orders', 200, [{ ...order, customer }]))).toEqual([]);
    expect(problemsOf(json('/api/admin/orders', 200, [order]))).toEqual([
      "body/0 must have required property 'customer'",
    ]);
    const leaky = { ...order, customer: { ...customer, passwordHash: 'h' } };
    expect(problemsOf(json('/api/admin/orders', 200, [leaky]))).toEqual([
      'body/0/customer/passwordHash must NOT have more than 0 characters',
    ]);
  });

  it('tolerates what docs/contract.md says the client tolerates, and says so', () => {
    const tolerated = (observed: ObservedResponse) => contract.check(observed);
    expect(tolerated(json('/api/foods/x', 200, { ...food, _id: food.id })).problems).toEqual([]);
    expect(tolerated({ ...json('/api/foods/x', 200, ''), body: '' })).toMatchObject({
      problems: [],
      tolerated: true,
    });
    expect(tolerated(json('/api/auth/register', 200, user, 'POST'))).toMatchObject({
      problems: [],
      tolerated: true,
    });
    expect(tolerated(json('/api/auth/login', 400, { message: 'Nope' }, 'POST'))).toMatchObject({
      problems: [],
      tolerated: true,
    });
    expect(tolerated(json('/api/users/update', 200, tokenless, 'POST')).problems).toEqual([]);
  });
});
