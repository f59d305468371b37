import { describe, expect, it, vi } from 'vitest';
import { printReport } from './report.mjs';

function printed(figures: Record<string, Record<string, number>>) {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  const count = printReport({ runs: 5, figures });
  return { count, lines: lines.join('\n').split('\n') };
}

describe('printReport', () => {
  it("prints the floor in a column of its own against the app's target, counting it toward none", () => {
    const app = { 'bigMenu.fps': { real: 31.2, demo: 30.6 } };
    const withFloor = printed({ ...app, 'floor.fps': { floor: 42 }, 'floor.tagSeenMs': { floor: 54 } });
    const without = printed(app);
    expect(withFloor.count).toEqual(without.count);
    expect(withFloor.lines).toContainEqual(expect.stringMatching(/^\s+no app\s+target$/));
    expect(withFloor.lines).toContainEqual(
      expect.stringMatching(/^\s+scroll frame rate\s+42\.0 fps\s+\(the app's: ≥ 58\.0 fps\)$/),
    );
    expect(withFloor.lines).toContainEqual(
      expect.stringMatching(/pictures seen\s+54 ms\s+\(the app's: ≤ 100 ms\)$/),
    );
    expect(withFloor.lines).toContainEqual(
      expect.stringMatching(/^\s+scroll frame rate\s+31\.2 fps ✗\s+30\.6 fps ✗/),
    );
  });
});
