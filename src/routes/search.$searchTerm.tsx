import { createFileRoute, redirect } from '@tanstack/react-router';
import { foodsApi } from '@/features/foods/api/foods-api';
import { Catalogue } from '@/features/foods/components/catalogue';

export const Route = createFileRoute('/search/$searchTerm')({
  params: {
    parse: ({ searchTerm }) => ({ searchTerm: searchTerm.trim() }),
    stringify: ({ searchTerm }) => ({ searchTerm }),
  },
  beforeLoad: ({ params }) => {
    if (!params.searchTerm) throw redirect({ to: '/' });
  },
  head: ({ params }) => ({ meta: [{ title: `“${params.searchTerm}” · Food Store` }] }),
  loader: ({ context: { store }, params }) => {
    store.dispatch(foodsApi.util.prefetch('getTags', undefined, {}));
    store.dispatch(foodsApi.util.prefetch('searchFoods', params.searchTerm, {}));
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { searchTerm } = Route.useParams();
  return <Catalogue filter={{ kind: 'search', term: searchTerm }} />;
}
