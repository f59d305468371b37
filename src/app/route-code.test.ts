import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_FILES_META } from '../../vite-plugins/route-files.mjs';
import { PRECACHE_PAUSE_MS, precacheRouteCode } from './route-code';

/** The parts of a router precacheRouteCode uses, with the first page's render under the test's control. */
function fakeRouter() {
  const listeners: (() => void)[] = [];
  const loadRouteChunk = vi.fn<(route: unknown) => Promise<void>>(() => Promise.resolve());
  const router = {
    routesById: { home: { id: 'home' }, dish: { id: 'dish' } },
    loadRouteChunk,
    subscribe: (event: string, listener: () => void) => {
      if (event === 'onRendered') listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  return {
    router: router as unknown as AnyRouter,
    loadRouteChunk,
    resolve: () => [...listeners].forEach((l) => l()),
  };
}

describe('precacheRouteCode', () => {
  afterEach(() => {
    document.head.replaceChildren();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches every route a pause after the first page has loaded, when the browser is idle, and only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const { router, loadRouteChunk, resolve } = fakeRouter();
    precacheRouteCode(router);

    vi.advanceTimersByTime(PRECACHE_PAUSE_MS);
    expect(idle).toHaveLength(0);
    resolve();
    vi.advanceTimersByTime(PRECACHE_PAUSE_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(loadRouteChunk).not.toHaveBeenCalled();
    idle[0]?.();
    expect(loadRouteChunk).toHaveBeenCalledTimes(1);

    // One route per idle moment, the next once the last has loaded.
    await vi.waitFor(() => expect(idle).toHaveLength(2));
    idle[1]?.();
    expect(loadRouteChunk).toHaveBeenCalledTimes(2);
    expect(loadRouteChunk.mock.calls.map(([route]) => route)).toEqual([{ id: 'home' }, { id: 'dish' }]);

    await vi.waitFor(() => expect(idle).toHaveLength(3));
    expect(performance.getEntriesByName('food-store:route-code-precache', 'measure')).toHaveLength(0);
    idle[2]?.();
    expect(performance.getEntriesByName('food-store:route-code-precache', 'measure')).toHaveLength(1);
    resolve();
    expect(idle).toHaveLength(3);
    expect(loadRouteChunk).toHaveBeenCalledTimes(2);
  });

  it("links the routes' files the build lists one per idle moment, each once, skipping any in place, then loads the routes", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    document.head.innerHTML =
      `<meta name="${ROUTE_FILES_META}" data-route="checkout.tsx" content="/assets/checkout.js /assets/home.js">` +
      `<meta name="${ROUTE_FILES_META}" data-route="cart.tsx" content="/assets/checkout.js /assets/form.css">` +
      '<link rel="modulepreload" href="/assets/home.js">';
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => [link.rel, new URL(link.href).pathname]);
    const { router, loadRouteChunk, resolve } = fakeRouter();
    precacheRouteCode(router);
    resolve();
    vi.advanceTimersByTime(PRECACHE_PAUSE_MS);

    idle[0]?.();
    expect(links()).toEqual([
      ['modulepreload', '/assets/home.js'],
      ['modulepreload', '/assets/checkout.js'],
    ]);
    idle[1]?.();
    expect(links()).toHaveLength(2);
    idle[2]?.();
    expect(links().at(-1)).toEqual(['stylesheet', '/assets/form.css']);
    expect(loadRouteChunk).not.toHaveBeenCalled();

    idle[3]?.();
    expect(loadRouteChunk).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(idle).toHaveLength(5));
    idle[4]?.();
    expect(loadRouteChunk).toHaveBeenCalledTimes(2);
    expect(links()).toHaveLength(3);
  });

  it('waits for the page to finish loading (its pictures too) before the pause starts', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { router, resolve } = fakeRouter();
    precacheRouteCode(router);
    resolve();

    vi.advanceTimersByTime(PRECACHE_PAUSE_MS * 10);
    expect(idle).toHaveLength(0);
    dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PRECACHE_PAUSE_MS);
    expect(idle).toHaveLength(1);
  });

  it('goes on to the next route when one fails to load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const { router, loadRouteChunk, resolve } = fakeRouter();
    loadRouteChunk.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    precacheRouteCode(router);
    resolve();
    vi.advanceTimersByTime(PRECACHE_PAUSE_MS);
    idle[0]?.();
    await vi.waitFor(() => expect(idle).toHaveLength(2));
    idle[1]?.();
    expect(loadRouteChunk).toHaveBeenCalledTimes(2);
  });

  it('then loads the code pages load on first use, one per idle moment, even after one fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const { router, loadRouteChunk, resolve } = fakeRouter();
    const toasts = vi.fn(() => Promise.reject(new Error('offline')));
    const validation = vi.fn(() => Promise.resolve());
    precacheRouteCode(router, [toasts, validation]);
    resolve();
    vi.advanceTimersByTime(PRECACHE_PAUSE_MS);

    for (const step of [0, 1]) {
      idle[step]?.();
      await vi.waitFor(() => expect(idle).toHaveLength(step + 2));
    }
    expect(loadRouteChunk).toHaveBeenCalledTimes(2);
    expect(toasts).not.toHaveBeenCalled();
    idle[2]?.();
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(validation).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle).toHaveLength(4));
    idle[3]?.();
    expect(validation).toHaveBeenCalledTimes(1);
  });
});
