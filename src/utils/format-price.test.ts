// @vitest-environment node
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatPrice } from './format-price';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

it('shows dollars with cents and thousands separators', () => {
  expect(formatPrice(12.5)).toBe('$12.50');
  expect(formatPrice(1234)).toBe('$1,234.00');
  expect(formatPrice(0)).toBe('$0.00');
  expect(formatPrice(-5)).toBe('-$5.00');
  expect(formatPrice(1_234_567.891)).toBe('$1,234,567.89');
});

it('writes every price in cents exactly as Intl does for en-US dollars', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
      const amount = cents / 100;
      expect(formatPrice(amount)).toBe(intl.format(amount));
    }),
    { numRuns: 2000 },
  );
});
