import { Link } from '@tanstack/react-router';
import buttons from '@/components/ui/button.module.css';
import type { Tag } from '@contract/types';
import type { MenuQuery } from '../menu-query';
import styles from './tag-list.module.css';

/**
 * The menu's tags with their dish counts, each a link to its dishes; the current one is marked. The
 * links carry `keep`, the shopper's sort and filters, to the tag's list.
 */
export function TagList({ tags, activeTag, keep }: { tags: Tag[]; activeTag?: string; keep?: MenuQuery }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Tags">
      <ul className={styles.tags}>
        {tags.map((tag) => (
          <li key={tag.name}>
            <Link
              to="/tag/$tag"
              params={{ tag: tag.name }}
              search={keep ?? {}}
              className={styles.tag}
              aria-current={tag.name === activeTag ? 'page' : undefined}
            >
              {tag.name} <span className={styles.count}>({tag.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tags failed to load: the menu still works, so this says so in the tags' place, with a retry. */
export function TagsUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <p className={styles.unavailable} role="status">
      The tags could not be loaded.{' '}
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
