// @vitest-environment node
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

  it("marks a sort and a filter against 1.25× the floor's, with the ratio, and a missing floor as not met", () => {
    const floor = { 'floor.sortMs': { floor: 100 }, 'floor.filterMs': { floor: 80 } };
    const app = {
      'bigMenu.sortMs': { real: 125, demo: 126 },
      'bigMenu.filterMs': { real: 60, demo: 200 },
    };
    const withFloor = printed({ ...floor, ...app });
    expect(withFloor.lines).toContainEqual(
      expect.stringMatching(
        /^\s+sort by price, change → painted\s+125 ms \(1\.25×\) ✓\s+126 ms \(1\.26×\) ✗\s+≤ 1\.25× the floor$/,
      ),
    );
    expect(withFloor.lines).toContainEqual(
      expect.stringMatching(/^\s+diet filter, change → painted\s+60 ms \(0\.75×\) ✓\s+200 ms \(2\.50×\) ✗/),
    );
    expect(withFloor.lines).toContainEqual(
      expect.stringMatching(
        /^\s+sort 10,000 by price → painted\s+100 ms\s+\(the app's: ≤ 1\.25× the floor\)$/,
      ),
    );
    expect(withFloor.count).toEqual({ met: 2, marked: 4 });

    const without = printed(app);
    expect(without.lines).toContainEqual(expect.stringMatching(/change → painted\s+125 ms \(\?×\) ✗/));
    expect(without.count).toEqual({ met: 0, marked: 4 });
  });
});
