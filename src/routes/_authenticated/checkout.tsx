import { createFileRoute } from '@tanstack/react-router';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/account/user-slice';
import { selectCart } from '@/features/cart/cart-slice';
import { CheckoutPage } from '@/features/orders/components/checkout-page';

export const Route = createFileRoute('/_authenticated/checkout')({
  head: () => ({ meta: [{ title: 'Checkout · Food Store' }] }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const cart = useAppSelector(selectCart);
  const user = useAppSelector(selectUser);
  return <CheckoutPage cart={cart} user={user} />;
}
