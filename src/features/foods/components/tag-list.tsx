import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import buttons from '@/components/ui/button.module.css';
import { pageHref, RouteAnchor } from '@/components/ui/route-anchor';
import type { Tag } from '@contract/types';
import type { MenuQuery } from '../menu-query';
import styles from './tag-list.module.css';

/**
 * The menu's tags with their dish counts, each a link to its dishes; the current one is marked. The
 * links carry `keep`, the shopper's sort and filters, to the tag's list.
 */
export function TagList({ tags, activeTag, keep }: { tags: Tag[]; activeTag?: string; keep?: MenuQuery }) {
  const router = useRouter();
  // Each tag's path is worked out once per list of tags; a sort or a filter changes only the query
  // every link carries, written once for all of them (the router writes the path, then the query).
  const paths = useMemo(
    () =>
      new Map(
        tags.map(({ name }) => [
          name,
          router.buildLocation({ to: '/tag/$tag', params: { tag: name } }).publicHref,
        ]),
      ),
    [router, tags],
  );
  if (tags.length === 0) return null;
  const search = keep ?? {};
  const query = router.options.stringifySearch(search);
  return (
    <nav aria-label="Tags">
      <ul className={styles.tags}>
        {tags.map((tag) => (
          <li key={tag.name}>
            <RouteAnchor
              to={{ to: '/tag/$tag', params: { tag: tag.name }, search }}
              href={pageHref(router, `${paths.get(tag.name)}${query}`)}
              className={styles.tag}
              aria-current={tag.name === activeTag ? 'page' : undefined}
            >
              {tag.name} <span className={styles.count}>({tag.count})</span>
            </RouteAnchor>
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
