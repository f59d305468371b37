import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starFills } from './star-rating';

describe('starFills', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [4.7, ['full', 'full', 'full', 'full', 'half']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [7, ['full', 'full', 'full', 'full', 'full']],
    [-1, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%s stars', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });
});

it('announces the rating it draws', () => {
  render(<StarRating rating={3.5} />);
  expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
});
