import { useId } from 'react';
import styles from './star-rating.module.css';

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a 0–5 rating, each full, half or empty; ratings snap to the nearest half star. */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return [1, 2, 3, 4, 5].map((star) => {
    if (halves >= star * 2) return 'full';
    return halves === star * 2 - 1 ? 'half' : 'empty';
  });
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** A dish's rating as five stars (full, half or empty), read out as 'Rated 3.5 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  const fills = starFills(rating);
  // One gradient id per rating: ids must be unique on a page full of cards.
  const halfId = `half-star-${useId()}`;
  const shown = fills.reduce((sum, fill) => sum + (fill === 'full' ? 1 : fill === 'half' ? 0.5 : 0), 0);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${shown} out of 5`}>
      {fills.map((fill, index) => (
        <svg key={index} viewBox="0 0 24 24" className={styles.star} data-fill={fill} aria-hidden="true">
          <defs>
            <linearGradient id={`${halfId}-${index}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
          <path
            d={STAR}
            fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${halfId}-${index})` : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
