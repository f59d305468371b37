import { describe, expect, it } from 'vitest';
import { startMockWorker } from './browser';

describe('startMockWorker', () => {
  it('rejects with a clear message where service workers are unavailable (jsdom has none)', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    await expect(startMockWorker()).rejects.toThrow(/service workers/);
  });
});
