import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';

// Only the network is mocked, and an unmocked request fails the test instead of passing silently.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  resetDb();
});
afterAll(() => server.close());
