import { useId } from 'react';
import styles from './star-rating.module.css';

/** One star in a 24-unit box, its outline drawn relative to its top point. */
const STAR = 'l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** A star's box and the gap to the next, in the drawing's units. */
const PITCH = 25;
const WIDTH = 5 * PITCH - 1;
/** All five stars as one path: a card draws its rating with a handful of elements, not five drawings. */
const FIVE_STARS = [0, 1, 2, 3, 4].map((star) => `M${12 + star * PITCH} 2.5${STAR}`).join('');

/** The rating snapped to the nearest half star, between 0 and 5. */
export function shownRating(rating: number): number {
  return Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;
}

/** How much of the drawing is filled: whole stars, and the left half of the next for a half. */
export function filledWidth(rating: number): number {
  const shown = shownRating(rating);
  const whole = Math.floor(shown);
  return whole * PITCH + (shown > whole ? 12 : 0);
}

/** A dish's rating as five stars (full, half or empty), read out as 'Rated 3.5 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  // Ids must be unique on a page full of cards.
  const clipId = `stars-${useId()}`;
  return (
    <svg
      className={styles.stars}
      viewBox={`0 0 ${WIDTH} 24`}
      role="img"
      aria-label={`Rated ${shownRating(rating)} out of 5`}
    >
      <clipPath id={clipId}>
        <rect width={filledWidth(rating)} height="24" />
      </clipPath>
      <path d={FIVE_STARS} fill="currentColor" clipPath={`url(#${clipId})`} />
      <path d={FIVE_STARS} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
