import { Link, useNavigate } from '@tanstack/react-router';
import { memo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ALL_TAG, type Food, type Tag } from '@contract/types';
import { useGetTagsQuery } from '../api/foods-api';
import { FoodGrid } from './food-grid';
import { SearchBox } from './search-box';
import { TagList, TagsUnavailable } from './tag-list';
import styles from './catalogue.module.css';

export type CatalogueFilter =
  { kind: 'all' } | { kind: 'search'; term: string } | { kind: 'tag'; tag: string };

function headingFor(filter: CatalogueFilter): string {
  if (filter.kind === 'search') return `Results for “${filter.term}”`;
  return filter.kind === 'tag' ? `Tag: ${filter.tag}` : 'Our menu';
}

/**
 * Home, search/{term} and tag/{tag}: the search box, the tags and the matching dishes (loaded by the
 * route). Memo'd: the page renders again as its spec call goes out and comes back, and an answer that
 * changes nothing leaves the same props, so nothing below it renders again.
 */
export const Catalogue = memo(function Catalogue({
  filter,
  foods,
}: {
  filter: CatalogueFilter;
  foods: readonly Food[];
}) {
  const navigate = useNavigate();
  const tags = useGetTagsQuery();
  const search = (term: string) =>
    term ? navigate({ to: '/search/$searchTerm', params: { searchTerm: term } }) : navigate({ to: '/' });

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
        <TagList tags={tags.data ?? []} activeTag={filter.kind === 'tag' ? filter.tag : undefined} />
      )}
      <h1 className={styles.heading}>{headingFor(filter)}</h1>
      {foods.length === 0 ? (
        <NoDishes filter={filter} knownTags={tags.data} />
      ) : (
        // No key per filter: a dish in both lists keeps its card, which does not render again.
        <FoodGrid foods={foods} />
      )}
    </div>
  );
});

/**
 * Nothing to list, said for what it is: a search or a tag without dishes is 'Nothing Found' with
 * 'Reset search' (docs/product.md §2), naming a tag the menu does not have; an empty menu is no search.
 */
function NoDishes({ filter, knownTags }: { filter: CatalogueFilter; knownTags?: Tag[] }) {
  if (filter.kind === 'all') {
    return (
      <EmptyState title="The menu is empty right now">
        No dishes are on the menu yet. Please come back later.
      </EmptyState>
    );
  }
  const unknownTag = filter.kind === 'tag' && knownTags?.every((tag) => tag.name !== filter.tag);
  return (
    <EmptyState
      title="Nothing Found"
      action={
        <>
          <Link to="/">Reset search</Link>
          {unknownTag && (
            <>
              {' '}
              <Link to="/tag/$tag" params={{ tag: ALL_TAG }}>
                See all dishes
              </Link>
            </>
          )}
        </>
      }
    >
      {unknownTag && `The menu has no tag “${filter.tag}”.`}
    </EmptyState>
  );
}
