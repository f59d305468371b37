// @vitest-environment node
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { groupThousands } from './digits';

it('groups whole numbers by thousands exactly as Intl does in English', () => {
  expect(groupThousands(10_000)).toBe('10,000');
  expect(groupThousands(999)).toBe('999');
  fc.assert(
    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (whole) => {
      expect(groupThousands(whole)).toBe(whole.toLocaleString('en'));
    }),
    { numRuns: 2000 },
  );
});
