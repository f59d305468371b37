import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/pages/cart-page';
import { prefetchMenuPrices } from './-lib/prefetch-menu-prices';
import { useMenuPrices } from './-lib/use-menu-prices';

export const Route = createFileRoute('/cart-page')({
  loader: ({ context: { store } }) => prefetchMenuPrices(store),
  head: () => ({ meta: [{ title: 'Cart · Food Store' }] }),
  component: CartRoute,
});

function CartRoute() {
  return <CartPage priceCheck={useMenuPrices()} />;
}
