import { createFileRoute } from '@tanstack/react-router';
import { foodsApi } from '@/features/foods/api/foods-api';
import { Catalogue } from '@/features/foods/components/catalogue';

export const Route = createFileRoute('/')({
  loader: ({ context: { store } }) => {
    store.dispatch(foodsApi.util.prefetch('getTags', undefined, {}));
    store.dispatch(foodsApi.util.prefetch('getFoods', undefined, {}));
  },
  component: () => <Catalogue filter={{ kind: 'all' }} />,
});
