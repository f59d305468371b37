/**
 * The mock server's two sources of change: the clock and new ids. Real time and random ids by
 * default; `makeRepeatable(start)` turns both into a fixed sequence (a minute apart, ids counting
 * up from 1), so the same calls give the same dates and ids on every run. Storybook does this for
 * each story, whose screenshot is compared with a committed one.
 */
let sequence: { time: number; id: number } | undefined;

export function makeRepeatable(start: Date): void {
  sequence = { time: start.getTime(), id: 0 };
}

export function now(): Date {
  if (!sequence) return new Date();
  sequence.time += 60_000;
  return new Date(sequence.time);
}

/** The next id of the sequence, 24 hex digits like a random one; undefined while ids are random. */
export function nextRepeatableId(): string | undefined {
  if (!sequence) return undefined;
  sequence.id += 1;
  return sequence.id.toString(16).padStart(24, '0');
}
