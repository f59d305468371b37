import styles from './favorite-heart.module.css';

const HEART =
  'M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.1 1.8-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z';

function HeartDrawing({ favorite, label }: { favorite: boolean; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={favorite ? styles.favorite : styles.muted}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <path d={HEART} strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** Red when the dish is a favourite, a muted outline when it is not. */
export function FavoriteHeart({ favorite }: { favorite: boolean }) {
  return <HeartDrawing favorite={favorite} label={favorite ? 'Favourite' : 'Not a favourite'} />;
}

/**
 * What the heart can do for this shopper: save or remove (`toggle`, `pending` while the server is
 * asked), take a logged-out shopper to login first (`login`), or nothing where the server keeps no
 * favourites (`unavailable`).
 */
export type FavoriteToggleState = 'toggle' | 'pending' | 'login' | 'unavailable';

interface FavoriteToggleProps {
  dish: string;
  favorite: boolean;
  state: FavoriteToggleState;
  onPress: () => void;
}

export const UNAVAILABLE_NOTE = 'Saving favourites is not available';

/** The heart as a button: a 44 px target around the 24 px drawing, drawn where the plain heart was. */
export function FavoriteToggle({ dish, favorite, state, onPress }: FavoriteToggleProps) {
  if (state === 'unavailable') {
    return (
      <span className={styles.unavailable} title={UNAVAILABLE_NOTE}>
        <HeartDrawing
          favorite={favorite}
          label={`${favorite ? 'Favourite' : 'Not a favourite'}. ${UNAVAILABLE_NOTE}.`}
        />
      </span>
    );
  }
  const saved = favorite && state !== 'login';
  const pending = state === 'pending';
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={saved ? `Remove ${dish} from favourites` : `Save ${dish} to favourites`}
      {...(state === 'login' ? { title: 'Log in to save favourites' } : { 'aria-pressed': saved })}
      // Not disabled while pending: a disabled button drops the keyboard focus. Presses wait instead.
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={pending ? undefined : onPress}
    >
      <HeartDrawing favorite={saved} />
    </button>
  );
}
