import { Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import type { Food } from '@contract/types';
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

/** Home, search/{term} and tag/{tag}: the search box, the tags and the matching dishes (loaded by the route). */
export function Catalogue({ filter, foods }: { filter: CatalogueFilter; foods: Food[] }) {
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
        <EmptyState title="Nothing Found" action={<Link to="/">Reset search</Link>} />
      ) : (
        <FoodGrid key={JSON.stringify(filter)} foods={foods} />
      )}
    </div>
  );
}
