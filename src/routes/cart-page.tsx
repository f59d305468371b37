import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page';
import { useMenuPrices } from './-lib/use-menu-prices';

export const Route = createFileRoute('/cart-page')({
  head: () => ({ meta: [{ title: 'Cart · Food Store' }] }),
  component: CartRoute,
});

function CartRoute() {
  return <CartPage priceCheck={useMenuPrices()} />;
}
