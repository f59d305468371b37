import type { CartItem } from '@contract/types';
import styles from './line-choices.module.css';

/**
 * What a line asks of the kitchen (extensions): its choices, each with its group, and its note. The
 * cart, the order's page and the admin list show a line's choices the same way; nothing for a line
 * without either.
 */
export function LineChoices({ options = [], note }: Pick<CartItem, 'options' | 'note'>) {
  if (options.length === 0 && !note) return null;
  return (
    <ul className={styles.choices} aria-label="Choices">
      {options.map(({ group, choice }) => (
        <li key={`${group}\0${choice}`}>
          <span className={styles.group}>{group}:</span> {choice}
        </li>
      ))}
      {note && (
        <li className={styles.note}>
          <span className={styles.group}>Note to the kitchen:</span> {note}
        </li>
      )}
    </ul>
  );
}
