import { describe, expect, it } from 'vitest';
import { newId } from './ids';
import { makeRepeatable, now } from './repeatable';

describe('the mock server clock and ids', () => {
  it('are real time and random until made repeatable, then the same sequence on every run', () => {
    const before = Date.now();
    expect(now().getTime()).toBeGreaterThanOrEqual(before);
    expect(newId()).toMatch(/^[0-9a-f]{24}$/);
    expect(newId()).not.toBe(newId());

    const runs = [1, 2].map(() => {
      makeRepeatable(new Date('2026-06-01T12:00:00Z'));
      return [now().toISOString(), newId(), now().toISOString(), newId()];
    });
    expect(runs[0]).toEqual([
      '2026-06-01T12:01:00.000Z',
      '000000000000000000000001',
      '2026-06-01T12:02:00.000Z',
      '000000000000000000000002',
    ]);
    expect(runs[1]).toEqual(runs[0]);
  });
});
