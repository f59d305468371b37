import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { EARLY_REQUESTS_KEY as TAKEN_FROM } from '@/lib/api/early-responses';
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import {
  CART_KEY,
  EARLY_REQUESTS_KEY,
  type EarlyRequest,
  TOKEN_HEADER,
  USER_KEY,
  callsFor,
  startEarlyRequests,
} from './early-requests';

const started = () => Reflect.get(globalThis, EARLY_REQUESTS_KEY) as EarlyRequest[];

describe('the early script', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, EARLY_REQUESTS_KEY);
    window.history.replaceState(null, '', '/');
  });

  it("names storage, header and hand-over the way the app does (it cannot import the app's)", () => {
    expect([USER_KEY, CART_KEY]).toEqual([STORAGE_KEYS.user, STORAGE_KEYS.cart]);
    expect(TOKEN_HEADER).toBe(ACCESS_TOKEN_HEADER);
    expect(EARLY_REQUESTS_KEY).toBe(TAKEN_FROM);
  });

  it('starts the calls of the menu, a dish page, and a cart with lines; nothing elsewhere', () => {
    expect(callsFor('/', false)).toEqual(['/api/foods', '/api/foods/tags']);
    expect(callsFor('/food/abc', false)).toEqual(['/api/foods/abc', '/api/foods']);
    expect(callsFor('/cart-page', true)).toEqual(['/api/foods']);
    expect(callsFor('/cart-page', false)).toEqual([]);
    for (const path of ['/login', '/food/a/b', '/food/', '/tag/All', '/orders'])
      expect(callsFor(path, true)).toEqual([]);
  });

  it("sends the stored session's token, as the app would", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    localStorage.setItem(USER_KEY, JSON.stringify({ token: 'secret-token' }));
    window.history.replaceState(null, '', '/food/abc');
    startEarlyRequests('https://api.example.test');
    expect(fetchSpy.mock.calls).toEqual([
      ['https://api.example.test/api/foods/abc', { headers: { access_token: 'secret-token' } }],
      ['https://api.example.test/api/foods', { headers: { access_token: 'secret-token' } }],
    ]);
    expect(started().map(({ url, token }) => ({ url, token }))).toEqual([
      { url: 'https://api.example.test/api/foods/abc', token: 'secret-token' },
      { url: 'https://api.example.test/api/foods', token: 'secret-token' },
    ]);
    localStorage.clear();
  });

  it('ignores broken storage: no token, no cart', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    localStorage.setItem(USER_KEY, '{broken');
    localStorage.setItem(CART_KEY, JSON.stringify({ items: 'many' }));
    window.history.replaceState(null, '', '/cart-page');
    startEarlyRequests('https://api.example.test');
    expect(fetchSpy).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
    startEarlyRequests('https://api.example.test');
    expect(fetchSpy.mock.calls).toEqual([
      ['https://api.example.test/api/foods', { headers: {} }],
      ['https://api.example.test/api/foods/tags', { headers: {} }],
    ]);
    localStorage.clear();
  });
});
