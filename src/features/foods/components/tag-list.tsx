import { Link } from '@tanstack/react-router';
import type { Tag } from '@contract/types';
import styles from './tag-list.module.css';

export function TagList({ tags, activeTag }: { tags: Tag[]; activeTag?: string }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Tags">
      <ul className={styles.tags}>
        {tags.map((tag) => (
          <li key={tag.name}>
            <Link
              to="/tag/$tag"
              params={{ tag: tag.name }}
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
