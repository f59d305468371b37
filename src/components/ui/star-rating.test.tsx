import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, filledWidth, shownRating } from './star-rating';

describe('the stars shown for a rating', () => {
  it.each([
    // rating, read out as, drawing filled up to (each star 24 units wide, 1 apart)
    [0, 0, 0],
    [3.5, 3.5, 87],
    [3.3, 3.5, 87],
    [4, 4, 100],
    [4.7, 4.5, 112],
    [5, 5, 125],
    [7, 5, 125],
    [-1, 0, 0],
  ])('%s: %s stars, filled to %s', (rating, shown, width) => {
    expect(shownRating(rating)).toBe(shown);
    expect(filledWidth(rating)).toBe(width);
  });
});

it('announces the rating it draws, in one drawing', () => {
  const { container } = render(<StarRating rating={3.5} />);
  expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  expect(container.querySelectorAll('*')).toHaveLength(5);
});
