import styles from './favorite-heart.module.css';

const HEART =
  'M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.1 1.8-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z';

/** Red when the dish is a favourite, a muted outline when it is not. */
export function FavoriteHeart({ favorite }: { favorite: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={favorite ? styles.favorite : styles.muted}
      role="img"
      aria-label={favorite ? 'Favourite' : 'Not a favourite'}
    >
      <path d={HEART} strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
