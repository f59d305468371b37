// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newId } from './ids';
import { advanceClock, currentTime, makeRepeatable, now, resetClock } from './repeatable';

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

  it('under the repeatable clock, stands still for what is worked out from it until moved on', () => {
    makeRepeatable(new Date('2026-06-01T12:00:00Z'));
    now();
    now();
    expect(currentTime().toISOString()).toBe('2026-06-01T12:00:00.000Z');
    // Moved on from the last stamp; later stamps come after it.
    advanceClock(5 * 60_000);
    expect(currentTime().toISOString()).toBe('2026-06-01T12:07:00.000Z');
    expect(now().toISOString()).toBe('2026-06-01T12:08:00.000Z');
    expect(currentTime().toISOString()).toBe('2026-06-01T12:07:00.000Z');
    resetClock();
  });

  it('in real time, moves on by an offset, both for stamps and for looking, until reset', () => {
    resetClock();
    const hour = 3_600_000;
    advanceClock(hour);
    const before = Date.now();
    expect(currentTime().getTime()).toBeGreaterThanOrEqual(before + hour);
    expect(now().getTime()).toBeGreaterThanOrEqual(before + hour);
    resetClock();
    expect(currentTime().getTime()).toBeLessThan(before + hour);
    expect(() => advanceClock(-1)).toThrow(RangeError);
  });
});
