/**
 * The mock server's two sources of change: the clock and new ids. Real time and random ids by
 * default; `makeRepeatable(start)` turns both into a fixed sequence (a minute apart, ids counting
 * up from 1), so the same calls give the same dates and ids on every run. Storybook does this for
 * each story, whose screenshot is compared with a committed one.
 *
 * The clock is read two ways: `now()` stamps something that happens (under the repeatable clock,
 * the next minute of the sequence), `currentTime()` only looks, for what is worked out from the
 * time, such as an order's life. Under the repeatable clock no real time passes, and stamping does
 * not count as time passing either: the time looked at moves only with `advanceClock`, so an order
 * stays where it is however many calls a story or test makes. `advanceClock` moves real time on too
 * (an offset), for tests that follow an order along.
 */
let sequence: { time: number; id: number; lookedAt: number } | undefined;
let offsetMs = 0;

export function makeRepeatable(start: Date): void {
  sequence = { time: start.getTime(), id: 0, lookedAt: start.getTime() };
  offsetMs = 0;
}

/** Back to real time, no offset: between tests. */
export function resetClock(): void {
  sequence = undefined;
  offsetMs = 0;
}

/** The time of something happening now, to be stored. */
export function now(): Date {
  if (!sequence) return new Date(Date.now() + offsetMs);
  sequence.time += 60_000;
  return new Date(sequence.time);
}

/** What time it is, without stamping anything. */
export function currentTime(): Date {
  return new Date(sequence ? sequence.lookedAt : Date.now() + offsetMs);
}

/** Lets `ms` pass at once: everything due by then has happened, and later stamps come after it. */
export function advanceClock(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`The clock only moves on, not by ${ms} ms.`);
  if (!sequence) {
    offsetMs += ms;
    return;
  }
  sequence.time += ms;
  sequence.lookedAt = sequence.time;
}

/** The next id of the sequence, 24 hex digits like a random one; undefined while ids are random. */
export function nextRepeatableId(): string | undefined {
  if (!sequence) return undefined;
  sequence.id += 1;
  return sequence.id.toString(16).padStart(24, '0');
}
