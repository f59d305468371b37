import { expect, it } from 'vitest';
import { formatPrice } from './format-price';

it('shows dollars with cents and thousands separators', () => {
  expect(formatPrice(12.5)).toBe('$12.50');
  expect(formatPrice(1234)).toBe('$1,234.00');
  expect(formatPrice(0)).toBe('$0.00');
});
