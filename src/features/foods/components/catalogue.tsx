import { Link, useNavigate } from '@tanstack/react-router';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import buttons from '@/components/ui/button.module.css';
import { foldCase } from '@contract/search';
import { ALL_TAG, type Food, type Tag } from '@contract/types';
import { useGetTagsQuery } from '../api/foods-api';
import { dishCount } from '../dish-count';
import { applicableFilters, filterCount, filterDishes, type FilterSupport } from '../menu-filters';
import type { MenuQuery } from '../menu-query';
import { sortDishes } from '../menu-sort';
import { ClearFilters, FilterChips } from './filter-chips';
import { FilterControls } from './filter-controls';
import { FilterSheet } from './filter-sheet';
import { FoodGrid } from './food-grid';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { TagList, TagsUnavailable } from './tag-list';
import styles from './catalogue.module.css';
import controls from './menu-controls.module.css';

export type CatalogueFilter =
  { kind: 'all' } | { kind: 'search'; term: string } | { kind: 'tag'; tag: string };

function headingFor(filter: CatalogueFilter): string {
  if (filter.kind === 'search') return `Results for “${filter.term}”`;
  return filter.kind === 'tag' ? `Tag: ${filter.tag}` : 'Our menu';
}

/** The menu's dishes as the shopper asked to see them: the filters this menu can apply, then the order. */
const shownDishes = (foods: readonly Food[], query: MenuQuery, support: FilterSupport) =>
  sortDishes(filterDishes(foods, applicableFilters(query, support)), query.sort);

interface CatalogueProps {
  filter: CatalogueFilter;
  /** The route's answer, in the server's order. */
  foods: readonly Food[];
  /** The sort and filters of the address. */
  query: MenuQuery;
  support: FilterSupport;
  /** Another sort or filters: a new address (docs/product.md §2). */
  onQueryChange: (query: MenuQuery) => void;
}

/**
 * Home, search/{term} and tag/{tag}: the search box, the tags, the sort and filters, and the matching
 * dishes (loaded by the route). Memo'd: the page renders again as its spec call goes out and comes
 * back, and an answer that changes nothing leaves the same props, so nothing below it renders again.
 */
export const Catalogue = memo(function Catalogue({
  filter,
  foods,
  query,
  support,
  onQueryChange,
}: CatalogueProps) {
  const navigate = useNavigate();
  const tags = useGetTagsQuery();
  // Going to another list keeps the shopper's sort and filters (docs/product.md §2).
  const search = (term: string) =>
    term
      ? navigate({ to: '/search/$searchTerm', params: { searchTerm: term }, search: query })
      : navigate({ to: '/', search: query });
  const shown = useMemo(() => shownDishes(foods, query, support), [foods, query, support]);
  const countFor = useCallback(
    (draft: MenuQuery) => filterDishes(foods, applicableFilters(draft, support)).length,
    [foods, support],
  );
  const filterTags = useMemo(() => {
    const own = filter.kind === 'tag' ? foldCase(filter.tag) : undefined;
    return (tags.data ?? [])
      .map((tag) => tag.name)
      .filter((name) => name !== ALL_TAG && foldCase(name) !== own);
  }, [tags.data, filter]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const closeSheet = () => {
    setSheetOpen(false);
    filtersButton.current?.focus();
  };
  const active = filterCount(query);
  const noFavourites = useMemo(
    () => Boolean(query.favourites && support.favourites && !foods.some((food) => food.favorite)),
    [query.favourites, support.favourites, foods],
  );

  return (
    <div className={styles.page}>
      <SearchBox
        key={filter.kind === 'search' ? filter.term : ''}
        initialTerm={filter.kind === 'search' ? filter.term : ''}
        onSearch={search}
      />
      {tags.isError ? (
        <TagsUnavailable onRetry={() => void tags.refetch()} />
      ) : (
        <TagList
          tags={tags.data ?? []}
          activeTag={filter.kind === 'tag' ? filter.tag : undefined}
          keep={query}
        />
      )}
      <h1 className={styles.heading}>{headingFor(filter)}</h1>
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="filters-title">
          <h2 id="filters-title" className={controls.panelTitle}>
            Filters
          </h2>
          <FilterControls query={query} onChange={onQueryChange} support={support} tags={filterTags} />
        </section>
        <div className={styles.results}>
          <div className={controls.toolbar}>
            <p role="status" className={controls.count}>
              {dishCount(shown.length)}
            </p>
            <button
              ref={filtersButton}
              type="button"
              className={`${buttons.button} ${buttons.secondary} ${controls.filtersButton}`}
              aria-haspopup="dialog"
              aria-describedby={active ? 'filters-active' : undefined}
              onClick={() => setSheetOpen(true)}
            >
              Filters
              {active > 0 && (
                <span className={controls.badge} aria-hidden="true">
                  {active}
                </span>
              )}
            </button>
            {active > 0 && (
              <span id="filters-active" hidden>
                {active} active
              </span>
            )}
            <SortSelect sort={query.sort} onChange={(sort) => onQueryChange({ ...query, sort })} />
          </div>
          <FilterChips query={query} support={support} onChange={onQueryChange} />
          {shown.length === 0 ? (
            <NoDishes
              filter={filter}
              knownTags={tags.data}
              menuEmpty={foods.length === 0}
              noFavourites={noFavourites}
              query={query}
              onQueryChange={onQueryChange}
            />
          ) : (
            // No key per filter: a dish in both lists keeps its card, which does not render again.
            <FoodGrid foods={shown} />
          )}
        </div>
      </div>
      {sheetOpen && (
        <FilterSheet
          query={query}
          support={support}
          tags={filterTags}
          countFor={countFor}
          onApply={(next) => {
            closeSheet();
            onQueryChange(next);
          }}
          onClose={closeSheet}
        />
      )}
    </div>
  );
});

interface NoDishesProps {
  filter: CatalogueFilter;
  knownTags?: Tag[];
  /** The route's answer itself was empty, before any filter. */
  menuEmpty: boolean;
  /** The shopper asked for favourites only, and the list has none of theirs. */
  noFavourites: boolean;
  query: MenuQuery;
  onQueryChange: (query: MenuQuery) => void;
}

/**
 * Nothing to list, said for what it is: a search, a tag or filters without dishes is 'Nothing Found'
 * with 'Reset search' (docs/product.md §2), and 'Clear filters' when filters are set, naming a tag
 * the menu does not have; an empty menu is no search.
 */
function NoDishes({ filter, knownTags, menuEmpty, noFavourites, query, onQueryChange }: NoDishesProps) {
  if (filter.kind === 'all' && menuEmpty) {
    return (
      <EmptyState title="The menu is empty right now">
        No dishes are on the menu yet. Please come back later.
      </EmptyState>
    );
  }
  const unknownTag = filter.kind === 'tag' && knownTags?.every((tag) => tag.name !== filter.tag);
  const filtered = filterCount(query) > 0;
  return (
    <EmptyState
      title="Nothing Found"
      action={
        <>
          <Link to="/">Reset search</Link>
          {filtered && (
            <>
              {' '}
              <ClearFilters query={query} onChange={onQueryChange} />
            </>
          )}
          {unknownTag && (
            <>
              {' '}
              <Link to="/tag/$tag" params={{ tag: ALL_TAG }} search={query}>
                See all dishes
              </Link>
            </>
          )}
        </>
      }
    >
      {unknownTag
        ? `The menu has no tag “${filter.tag}”.`
        : noFavourites
          ? 'None of your favourites is in this list. Tap a heart to keep a dish among your favourites.'
          : filtered && !menuEmpty && 'No dish here matches all of these filters.'}
    </EmptyState>
  );
}
