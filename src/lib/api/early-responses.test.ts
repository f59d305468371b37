import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import { API_BASE_URL } from '@/config/api-base';
import { foodsApi } from '@/features/foods/api/foods-api';
import { server } from '@mocks/node';
import { SEED_FOODS } from '@mocks/seed';
import { EARLY_REQUESTS_KEY } from '@/config/constants';
import { forgetEarlyRequests, takeEarlyResponse } from './early-responses';

const MENU_URL = `${API_BASE_URL}/api/foods`;
const early = (url: string, token: string, body: JsonBodyType) => ({
  url,
  token,
  response: Promise.resolve(HttpResponse.json(body)),
});

describe('answers the early script fetched', () => {
  afterEach(forgetEarlyRequests);

  it('serve the same call of the same session once, and nothing else', async () => {
    Reflect.set(globalThis, EARLY_REQUESTS_KEY, [early(MENU_URL, 'token-1', ['early'])]);
    const request = (token?: string) =>
      new Request(MENU_URL, { headers: token ? { access_token: token } : {} });

    expect(takeEarlyResponse(request())).toBeUndefined();
    expect(takeEarlyResponse(request('token-2'))).toBeUndefined();
    expect(
      takeEarlyResponse(new Request(`${MENU_URL}/tags`, { headers: { access_token: 'token-1' } })),
    ).toBeUndefined();
    expect(
      takeEarlyResponse(new Request(MENU_URL, { method: 'POST', headers: { access_token: 'token-1' } })),
    ).toBeUndefined();
    await expect(takeEarlyResponse(request('token-1'))?.then((r) => r.json())).resolves.toEqual(['early']);
    expect(takeEarlyResponse(request('token-1'))).toBeUndefined();
  });

  it('still time out: an aborted call fails even while the early answer is pending', async () => {
    Reflect.set(globalThis, EARLY_REQUESTS_KEY, [
      { url: MENU_URL, token: '', response: new Promise(() => {}) },
    ]);
    const controller = new AbortController();
    const taken = takeEarlyResponse(new Request(MENU_URL, { signal: controller.signal }));
    controller.abort(new Error('timed out'));
    await expect(taken).rejects.toThrow('timed out');
  });

  it('answer the app’s own call, which then does not go to the server', async () => {
    let serverCalls = 0;
    server.use(
      http.get(MENU_URL, () => {
        serverCalls += 1;
        return HttpResponse.json([]);
      }),
    );
    const dish = SEED_FOODS[0];
    Reflect.set(globalThis, EARLY_REQUESTS_KEY, [early(MENU_URL, '', [dish])]);
    const store = makeStore();
    const menu = await store.dispatch(foodsApi.endpoints.getFoods.initiate()).unwrap();
    expect(menu.map((food) => food.name)).toEqual([dish?.name]);
    expect(serverCalls).toBe(0);

    await store.dispatch(foodsApi.endpoints.getFoods.initiate(undefined, { forceRefetch: true })).unwrap();
    expect(serverCalls).toBe(1);
  });
});
