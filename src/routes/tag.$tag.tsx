import { createFileRoute } from '@tanstack/react-router';
import { foodsApi } from '@/features/foods/api/foods-api';
import { Catalogue } from '@/features/foods/components/catalogue';

export const Route = createFileRoute('/tag/$tag')({
  head: ({ params }) => ({ meta: [{ title: `${params.tag} · Food Store` }] }),
  loader: ({ context: { store }, params }) => {
    store.dispatch(foodsApi.util.prefetch('getTags', undefined, {}));
    store.dispatch(foodsApi.util.prefetch('getFoodsByTag', params.tag, {}));
  },
  component: TagRoute,
});

function TagRoute() {
  const { tag } = Route.useParams();
  return <Catalogue filter={{ kind: 'tag', tag }} />;
}
