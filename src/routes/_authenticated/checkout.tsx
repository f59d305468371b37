import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/account/user-slice';
import { selectCartView } from '@/features/cart/cart-view';
import { OffMenuBlock } from '@/features/cart/components/off-menu-block';
import { PriceCheckNotice } from '@/features/cart/components/price-check-notice';
import { CheckoutPage } from '@/features/orders/components/checkout-page';
import { prefetchMenuPrices, useMenuPrices } from '../-lib/use-menu-prices';

export const Route = createFileRoute('/_authenticated/checkout')({
  // Why the shopper was sent here: /payment found no order to pay (docs/product.md §4).
  validateSearch: (search: Record<string, unknown>): { reason?: 'no-pending-order' } =>
    search.reason === 'no-pending-order' ? { reason: search.reason } : {},
  loader: ({ context: { store } }) => prefetchMenuPrices(store),
  head: () => ({ meta: [{ title: 'Checkout · Food Store' }] }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { reason } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Said on arrival and kept while the page stays; the URL drops it, so neither Back after ordering
  // nor a reload repeats a reason that may no longer hold.
  const [noPendingOrder] = useState(reason === 'no-pending-order');
  useEffect(() => {
    if (reason) void navigate({ search: {}, replace: true });
  }, [reason, navigate]);
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
      noPendingOrder={noPendingOrder}
    />
  );
}
