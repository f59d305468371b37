// @vitest-environment node
import { expect, it } from 'vitest';
import { formatDate } from './format-date';

it('formats an ISO timestamp for people, and leaves anything else as it is', () => {
  expect(formatDate('2026-03-14T12:30:00Z')).toMatch(/^Mar 14, 2026, \d{1,2}:30 [AP]M$/);
  expect(formatDate('yesterday')).toBe('yesterday');
});
