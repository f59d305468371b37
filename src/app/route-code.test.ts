import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { precacheRouteCode } from './route-code';

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
  afterEach(() => vi.unstubAllGlobals());

  it('fetches every route once the first page is shown and the browser is idle, and only once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const { router, loadRouteChunk, resolve } = fakeRouter();
    precacheRouteCode(router);

    expect(idle).toHaveLength(0);
    resolve();
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

  it('goes on to the next route when one fails to load', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const { router, loadRouteChunk, resolve } = fakeRouter();
    loadRouteChunk.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    precacheRouteCode(router);
    resolve();
    idle[0]?.();
    await vi.waitFor(() => expect(idle).toHaveLength(2));
    idle[1]?.();
    expect(loadRouteChunk).toHaveBeenCalledTimes(2);
  });
});
