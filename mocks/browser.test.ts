import { describe, expect, it } from 'vitest';
import { ignoreWorkerUpdateFailure, startMockWorker } from './browser';

describe('startMockWorker', () => {
  it('rejects with a clear message where service workers are unavailable (jsdom has none)', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    await expect(startMockWorker()).rejects.toThrow(/service workers/);
  });
});

describe('ignoreWorkerUpdateFailure', () => {
  const rejection = (reason: unknown) =>
    new PromiseRejectionEvent('unhandledrejection', { reason, promise: Promise.resolve(), cancelable: true });

  it("silences only msw's unhandled worker update check", () => {
    const update = rejection(
      new TypeError(
        "Failed to update a ServiceWorker for scope ('http://localhost/') with script " +
          "('http://localhost/mockServiceWorker.js'): An unknown error occurred when fetching the script.",
      ),
    );
    ignoreWorkerUpdateFailure(update);
    expect(update.defaultPrevented).toBe(true);
  });

  it.each([new Error('Failed to fetch'), 'Failed to update a ServiceWorker', undefined])(
    'leaves any other rejection (%s) to be reported',
    (reason) => {
      const other = rejection(reason);
      ignoreWorkerUpdateFailure(other);
      expect(other.defaultPrevented).toBe(false);
    },
  );
});
