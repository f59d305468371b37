import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page';

export const Route = createFileRoute('/cart-page')({
  head: () => ({ meta: [{ title: 'Cart · Food Store' }] }),
  component: CartPage,
});
