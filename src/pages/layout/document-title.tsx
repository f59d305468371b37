import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The deepest matched route's `head` title becomes the tab's title. Titles are all the app puts in
 * `head`, and TanStack's HeadContent (meta, links, scripts, styles) costs 2 kB gzip of first load.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) =>
      state.matches.flatMap((match) => match.meta ?? []).findLast((meta) => meta?.title)?.title,
  });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
