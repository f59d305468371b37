import { createFileRoute } from '@tanstack/react-router';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/account/user-slice';
import { selectCartView } from '@/features/cart/cart-view';
import { OffMenuBlock } from '@/features/cart/components/off-menu-block';
import { PriceCheckNotice } from '@/features/cart/components/price-check-notice';
import { CheckoutPage } from '@/features/orders/components/checkout-page';
import { useMenuPrices } from '../-lib/use-menu-prices';

export const Route = createFileRoute('/_authenticated/checkout')({
  head: () => ({ meta: [{ title: 'Checkout · Food Store' }] }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const priceCheck = useMenuPrices();
  const { lines, order } = useAppSelector(selectCartView);
  const user = useAppSelector(selectUser);
  // Decision 13 (docs/product.md): nothing is ordered while the cart holds a dish off the menu.
  const offMenu = lines.filter((line) => line.offMenu);
  if (offMenu.length > 0) return <OffMenuBlock lines={offMenu} />;
  return (
    <CheckoutPage
      cart={order}
      user={user}
      notices={new Map(lines.map((line) => [line.food.id, line.notice]))}
      banner={<PriceCheckNotice check={priceCheck} />}
    />
  );
}
