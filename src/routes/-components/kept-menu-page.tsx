import { useRouterState } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import { KeptAway } from '@/components/layout/kept-away';
import { MENU_ROUTE_IDS, menuPageOf, sameMenuPage, type MenuPage } from '../-lib/menu-page';
import { CataloguePage } from './catalogue-route';
import { PendingPage } from './route-fallbacks';

/**
 * The pages the menu page is kept through, out of sight: a dish opened from it, so Back finds it as
 * it was, and a menu page still loading (or failed), whose route shows its wait (or error) meanwhile.
 */
const KEPT_THROUGH = new Set(['/food/$id', ...MENU_ROUTE_IDS]);

/**
 * The menu page ('/', '/tag/$tag', '/search/$searchTerm'), rendered here rather than by its routes so
 * that it outlives a dish page opened from it: Back shows the very same page (its cards, its
 * pictures, what was typed in the search box) instead of building it again, which took a phone-class
 * CPU 120–390 ms on a big menu (docs/performance.md). Any other page lets it go.
 */
export function KeptMenuPage() {
  const leaf = useRouterState({ select: (state) => state.matches.at(-1) });
  const current = leaf ? menuPageOf(leaf) : null;
  const [kept, setKept] = useState<MenuPage | null>(null);
  // The same page again keeps its very props, so React shows it without rendering it again.
  const next = current
    ? kept && sameMenuPage(kept, current)
      ? kept
      : current
    : leaf && KEPT_THROUGH.has(leaf.routeId)
      ? kept
      : null;
  if (next !== kept) setKept(next);
  // The same element while the props stay: this renders on every change of the router's state.
  const page = useMemo(
    () =>
      next && (
        // The router loaded its code before matching the page; should it not have, the route's own wait.
        <Suspense fallback={<PendingPage />}>
          <CataloguePage filter={next.filter} loaded={next.loaded} />
        </Suspense>
      ),
    [next],
  );
  return page && <KeptAway shown={current !== null}>{page}</KeptAway>;
}
