import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/error-message';
import {
  useGetFoodsByTagQuery,
  useGetFoodsQuery,
  useGetTagsQuery,
  useSearchFoodsQuery,
} from '../api/foods-api';
import { FoodGrid } from './food-grid';
import { SearchBox } from './search-box';
import { TagList } from './tag-list';
import styles from './catalogue.module.css';

export type CatalogueFilter =
  { kind: 'all' } | { kind: 'search'; term: string } | { kind: 'tag'; tag: string };

function useFoods(filter: CatalogueFilter) {
  const all = useGetFoodsQuery(filter.kind === 'all' ? undefined : skipToken);
  const search = useSearchFoodsQuery(filter.kind === 'search' ? filter.term : skipToken);
  const tagged = useGetFoodsByTagQuery(filter.kind === 'tag' ? filter.tag : skipToken);
  if (filter.kind === 'search') return search;
  return filter.kind === 'tag' ? tagged : all;
}

function headingFor(filter: CatalogueFilter): string {
  if (filter.kind === 'search') return `Results for “${filter.term}”`;
  return filter.kind === 'tag' ? `Tag: ${filter.tag}` : 'Our menu';
}

/** Home, search/{term} and tag/{tag}: the search box, the tags and the matching dishes. */
export function Catalogue({ filter }: { filter: CatalogueFilter }) {
  const navigate = useNavigate();
  const tags = useGetTagsQuery();
  const foods = useFoods(filter);
  const search = (term: string) =>
    term ? navigate({ to: '/search/$searchTerm', params: { searchTerm: term } }) : navigate({ to: '/' });

  return (
    <div className={styles.page}>
      <SearchBox
        key={filter.kind === 'search' ? filter.term : ''}
        initialTerm={filter.kind === 'search' ? filter.term : ''}
        onSearch={search}
      />
      <TagList tags={tags.data ?? []} activeTag={filter.kind === 'tag' ? filter.tag : undefined} />
      <h1 className={styles.heading}>{headingFor(filter)}</h1>
      {foods.isError && !foods.isFetching ? (
        <LoadError
          title="The menu could not be loaded"
          message={errorMessage(foods.error)}
          onRetry={() => void foods.refetch()}
        />
      ) : foods.currentData?.length === 0 ? (
        <EmptyState title="Nothing Found" action={<Link to="/">Reset search</Link>} />
      ) : (
        foods.currentData && <FoodGrid key={JSON.stringify(filter)} foods={foods.currentData} />
      )}
    </div>
  );
}
