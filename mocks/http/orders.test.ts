// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newestFirst } from './orders';

const at = (id: string, createdAt: string) => ({ id, createdAt });

describe('newestFirst', () => {
  it('sorts by creation time, newest first, without touching its input', () => {
    const rows = [
      at('a', '2026-01-01T10:00:00.000Z'),
      at('b', '2026-01-03T10:00:00.000Z'),
      at('c', '2026-01-02T10:00:00.000Z'),
    ];
    expect(newestFirst(rows).map((row) => row.id)).toEqual(['b', 'c', 'a']);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts the later row first when two share a millisecond, whatever else is in the table', () => {
    const same = '2026-01-02T10:00:00.000Z';
    const rows = [at('first', same), at('old', '2026-01-01T00:00:00.000Z'), at('second', same)];
    expect(newestFirst(rows).map((row) => row.id)).toEqual(['second', 'first', 'old']);
  });

  it('sorts an unreadable date (hand-edited storage) as the oldest', () => {
    const rows = [at('broken', 'yesterday'), at('ok', '2026-01-01T00:00:00.000Z')];
    expect(newestFirst(rows).map((row) => row.id)).toEqual(['ok', 'broken']);
  });
});
