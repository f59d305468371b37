import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, EAGER_CARDS, EARLY_REQUESTS_KEY, USER_STORAGE_KEY } from '@/config/constants';
import { type EarlyRequest, callsFor, leadingPictures, startEarlyRequests } from './early-requests';

/** An answer that arrives in pieces, as a long one does over the network; counts what was read. */
function streamed(pieces: string[]) {
  let read = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[read];
      read += 1;
      if (piece === undefined) controller.close();
      else controller.enqueue(encoder.encode(piece));
    },
  });
  return { response: new Response(body), piecesRead: () => read };
}

describe('leadingPictures', () => {
  it('finds the first pictures in order, even split across pieces, and reads no further', async () => {
    const { response, piecesRead } = streamed([
      '[{"id":"1","imageUrl":"/images/a.svg"},{"id":"2","image',
      'Url" : "https:\\/\\/cdn.example\\/b \\"x\\".svg"},{"imageUrl":"/images/c.svg"}',
      ',{"imageUrl":"/images/never-read.svg"}]',
    ]);
    expect(await leadingPictures(response, 3)).toEqual([
      '/images/a.svg',
      'https://cdn.example/b "x".svg',
      '/images/c.svg',
    ]);
    expect(piecesRead()).toBe(2);
  });

  it('gives what it found from a short, broken or empty answer, never an error', async () => {
    expect(await leadingPictures(new Response('{"id":"1","imageUrl":"/images/a.svg"}'), 4)).toEqual([
      '/images/a.svg',
    ]);
    expect(await leadingPictures(new Response('<html>Bad gateway</html>'), 4)).toEqual([]);
    expect(await leadingPictures(new Response(null), 4)).toEqual([]);
    const failing = new ReadableStream({ pull: (controller) => controller.error(new Error('reset')) });
    expect(await leadingPictures(new Response(failing), 4)).toEqual([]);
  });
});

const started = () => Reflect.get(globalThis, EARLY_REQUESTS_KEY) as EarlyRequest[];

describe('the early script', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, EARLY_REQUESTS_KEY);
    window.history.replaceState(null, '', '/');
    document.head.replaceChildren();
  });

  it('starts the calls of the menu, a dish page, and a cart with lines; nothing elsewhere', () => {
    const paths = (path: string, cartHasItems: boolean) =>
      callsFor(path, cartHasItems).map((call) => call.path);
    expect(paths('/', false)).toEqual(['/api/foods', '/api/foods/tags']);
    expect(paths('/food/abc', false)).toEqual(['/api/foods/abc', '/api/foods']);
    expect(paths('/cart-page', true)).toEqual(['/api/foods']);
    expect(paths('/cart-page', false)).toEqual([]);
    for (const path of ['/login', '/food/a/b', '/food/', '/tag/All', '/orders'])
      expect(callsFor(path, true)).toEqual([]);
  });

  it("preloads the pictures that lead the page: the menu's first row, the dish's own", () => {
    const pictures = (path: string) => callsFor(path, true).map((call) => call.pictures);
    expect(pictures('/')).toEqual([EAGER_CARDS, 0]);
    expect(pictures('/food/abc')).toEqual([1, 0]);
    expect(pictures('/cart-page')).toEqual([0]);
  });

  it("preloads the stored cart's first lines' pictures on the cart page at once, before any answer", () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    const line = (imageUrl: unknown) => ({ food: { id: 'x', imageUrl }, quantity: 1 });
    const items = [
      line('/images/a.svg'),
      line(42),
      { food: null },
      line('https://cdn.example/b.svg'),
      line('/images/beyond-the-first-screen.svg'),
    ];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items }));
    window.history.replaceState(null, '', '/cart-page');
    startEarlyRequests('https://api.example.test');
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloaded.map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([
      ['https://api.example.test/images/a.svg', 'high'],
      ['https://cdn.example/b.svg', 'high'],
    ]);
    // Elsewhere the cart's pictures wait for the app.
    document.head.replaceChildren();
    window.history.replaceState(null, '', '/login');
    startEarlyRequests('https://api.example.test');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    localStorage.clear();
  });

  it("sends the stored session's token, as the app would", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ token: 'secret-token' }));
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

  it("preloads the first row's pictures once the menu names them, relative ones from the API", async () => {
    const menu = JSON.stringify(
      ['a', 'b', 'c', 'd', 'e'].map((id) => ({
        id,
        imageUrl: id === 'b' ? `https://cdn.example/${id}.svg` : `/images/${id}.svg`,
      })),
    );
    vi.spyOn(globalThis, 'fetch').mockImplementation((url) =>
      Promise.resolve(new Response(String(url).endsWith('/api/foods') ? menu : '[]')),
    );
    startEarlyRequests('https://api.example.test');
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
        link.href,
        link.getAttribute('fetchpriority'),
      ]);
    await vi.waitFor(() => expect(preloaded()).toHaveLength(EAGER_CARDS));
    expect(preloaded()).toEqual([
      ['https://api.example.test/images/a.svg', 'high'],
      ['https://cdn.example/b.svg', 'high'],
      ['https://api.example.test/images/c.svg', 'high'],
      ['https://api.example.test/images/d.svg', 'high'],
    ]);
    // The app still reads the whole answer.
    expect(await (await started()[0]!.response).json()).toHaveLength(5);
  });

  it('preloads nothing from a failed menu call', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"imageUrl":"/images/error.svg"}', { status: 500 }),
    );
    startEarlyRequests('https://api.example.test');
    await (await started()[0]!.response).text();
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('ignores broken storage: no token, no cart', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    localStorage.setItem(USER_STORAGE_KEY, '{broken');
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: 'many' }));
    window.history.replaceState(null, '', '/cart-page');
    startEarlyRequests('https://api.example.test');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    window.history.replaceState(null, '', '/');
    startEarlyRequests('https://api.example.test');
    expect(fetchSpy.mock.calls).toEqual([
      ['https://api.example.test/api/foods', { headers: {} }],
      ['https://api.example.test/api/foods/tags', { headers: {} }],
    ]);
    localStorage.clear();
  });
});
