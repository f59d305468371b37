import { createFileRoute, redirect } from '@tanstack/react-router';
import { readMenuQuery } from '@/features/foods/menu-query';

// `/search/` and `/search` carry no term, like an empty search box: the whole menu, at home
// (docs/product.md §2). A redirect replaces the entry, so Back never lands on it.
export const Route = createFileRoute('/search/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/', search: readMenuQuery(search) });
  },
});
