import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createContract } from '@contract/check/contract';
import { loadContractDocument } from '@contract/check/load';
import { server } from '@mocks/node';
import { SEED_FOODS } from '@mocks/seed';
import { accountApi } from '@/features/account/api/account-api';
import { foodsApi } from '@/features/foods/api/foods-api';
import { favouritesApi } from '@/features/foods/favourites/favourites-api';
import { ordersApi } from '@/features/orders/api/orders-api';
import { api } from '@/lib/api/base-api';
import { makeStore } from '@/store/store';
import type { AppDispatch } from '@/store/store';

const contract = createContract(loadContractDocument());
const food = SEED_FOODS[0]!;

/** One realistic call per endpoint: what the app would send. */
const sampleCalls: Record<string, (dispatch: AppDispatch) => unknown> = {
  getFoods: (dispatch) => dispatch(foodsApi.endpoints.getFoods.initiate()),
  searchFoods: (dispatch) => dispatch(foodsApi.endpoints.searchFoods.initiate('pizza (large)')),
  getTags: (dispatch) => dispatch(foodsApi.endpoints.getTags.initiate()),
  getFoodsByTag: (dispatch) => dispatch(foodsApi.endpoints.getFoodsByTag.initiate('Street Food')),
  getFood: (dispatch) => dispatch(foodsApi.endpoints.getFood.initiate(food.id)),
  login: (dispatch) => dispatch(accountApi.endpoints.login.initiate({ email: 'a@b.co', password: 'secret' })),
  register: (dispatch) =>
    dispatch(
      accountApi.endpoints.register.initiate({
        name: 'Ann Example',
        email: 'ann@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
        address: '1 Long Street',
      }),
    ),
  logout: (dispatch) => dispatch(accountApi.endpoints.logout.initiate('a-token')),
  updateUser: (dispatch) =>
    dispatch(
      accountApi.endpoints.updateUser.initiate({
        id: 'u1',
        name: 'Ann Example',
        email: 'a@b.co',
        address: '1 Long Street',
      }),
    ),
  createOrder: (dispatch) =>
    dispatch(
      ordersApi.endpoints.createOrder.initiate({
        items: [{ food, quantity: 2, price: food.price * 2 }],
        totalPrice: food.price * 2,
        name: 'Ann Example',
        address: '1 Long Street',
        addressLatLng: { lat: 52.52, lng: 13.405 },
      }),
    ),
  getNewOrderForCurrentUser: (dispatch) => dispatch(ordersApi.endpoints.getNewOrderForCurrentUser.initiate()),
  getOrders: (dispatch) => dispatch(ordersApi.endpoints.getOrders.initiate()),
  getOrder: (dispatch) => dispatch(ordersApi.endpoints.getOrder.initiate('65f0c0ffee65f0c0ffee65f0')),
  payOrder: (dispatch) => dispatch(ordersApi.endpoints.payOrder.initiate({ paymentId: 'DEMO-1' })),
  getAllOrders: (dispatch) => dispatch(ordersApi.endpoints.getAllOrders.initiate()),
  cancelOrder: (dispatch) => dispatch(ordersApi.endpoints.cancelOrder.initiate('65f0c0ffee65f0c0ffee65f0')),
  setOrderStatus: (dispatch) =>
    dispatch(
      ordersApi.endpoints.setOrderStatus.initiate({ id: '65f0c0ffee65f0c0ffee65f0', status: 'SHIPPED' }),
    ),
  getFavorites: (dispatch) => dispatch(favouritesApi.endpoints.getFavorites.initiate()),
  addFavorite: (dispatch) => dispatch(favouritesApi.endpoints.addFavorite.initiate(food.id)),
  removeFavorite: (dispatch) => dispatch(favouritesApi.endpoints.removeFavorite.initiate(food.id)),
};

interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

async function send(call: (dispatch: AppDispatch) => unknown): Promise<SentRequest> {
  const sent = new Promise<SentRequest>((resolve) => {
    server.events.on('request:start', async ({ request }) => {
      const text = await request.clone().text();
      resolve({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
      });
    });
  });
  call(makeStore().dispatch);
  const request = await sent;
  server.events.removeAllListeners();
  return request;
}

describe('the RTK Query endpoints and the OpenAPI document', () => {
  it('cover the same operations, by name', () => {
    const documented = contract.operations.map((operation) => operation.operation.operationId).sort();
    expect(Object.keys(api.endpoints).sort()).toEqual(documented);
    expect(Object.keys(sampleCalls).sort()).toEqual(documented);
  });

  it.each(Object.entries(sampleCalls))(
    '%s sends the documented method, path and body',
    async (name, call) => {
      const request = await send(call);
      const operation = contract.operations.find((candidate) => candidate.operation.operationId === name)!;
      expect(request.method.toLowerCase()).toBe(operation.method);
      expect(operation.matches(request.path)).toBe(true);
      const bodySchema = operation.operation.requestBody?.content['application/json'];
      if (bodySchema) {
        const at = contract.pointer(
          'paths',
          operation.template,
          operation.method,
          'requestBody',
          'content',
          'application/json',
          'schema',
        );
        expect(contract.validateAt(at, request.body)).toEqual([]);
      } else {
        expect(request.body).toBeUndefined();
      }
    },
  );
});

/** The documented success answer of an operation: its status and example, if it has a body. */
function documentedSuccess(name: string): { status: number; example: unknown } {
  const { operation } = contract.operations.find((candidate) => candidate.operation.operationId === name)!;
  const [status, spec] = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))!;
  const media = 'content' in spec ? spec.content?.['application/json'] : undefined;
  return { status: Number(status), example: media?.example };
}

describe("the app's readers and the document's answers", () => {
  it.each(Object.entries(sampleCalls))(
    "%s reads the document's own success example as a success",
    async (name, call) => {
      const { status, example } = documentedSuccess(name);
      server.use(
        http.all('*/api/*', () =>
          example === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(example, { status }),
        ),
      );
      const result = (await call(makeStore().dispatch)) as { data?: unknown; error?: unknown };
      expect(result.error).toBeUndefined();
      // docs/product.md §7: the order's answer is not used, so there is nothing to read.
      if (example !== undefined && name !== 'createOrder') expect(result.data).toBeTruthy();
    },
  );
});
