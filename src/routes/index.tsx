import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { foodsApi, useGetFoodsQuery } from '@/features/foods/api/foods-api';
import { Catalogue } from '@/features/foods/components/catalogue';
import { prepareMenuAnswers } from '@/features/foods/menu-answers';
import { loadErrorPage } from './-components/route-fallbacks';
import { ensureQueryData } from './-lib/ensure-query-data';
import { withTags } from './-lib/with-tags';

export const Route = createFileRoute('/')({
  loader: ({ context: { store } }) =>
    withTags(store, ensureQueryData(store.dispatch(foodsApi.endpoints.getFoods.initiate()))),
  errorComponent: loadErrorPage('The menu could not be loaded'),
  component: HomeRoute,
});

function HomeRoute() {
  const loaded = Route.useLoaderData();
  const foods = useGetFoodsQuery().data ?? loaded;
  // Tags and searches from here answer from this menu (src/routes/tag.$tag.tsx).
  useEffect(() => prepareMenuAnswers(foods), [foods]);
  return <Catalogue filter={{ kind: 'all' }} foods={foods} />;
}
