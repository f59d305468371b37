import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';

// jsdom has no matchMedia; react-hot-toast asks it whether motion should be reduced.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Only the network is mocked, and an unmocked request fails the test instead of passing silently.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in module state, which would leak into the next test.
  toast.remove();
  server.resetHandlers();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  resetDb();
});
afterAll(() => server.close());
