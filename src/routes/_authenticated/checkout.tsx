import { lineIdentity } from '@contract/order-line';
import { createFileRoute, useLocation, type HistoryState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/features/account/user-slice';
import { selectCartView } from '@/features/cart/cart-view';
import { OffMenuBlock } from '@/features/cart/components/off-menu-block';
import { PriceCheckNotice } from '@/features/cart/components/price-check-notice';
import { CheckoutPage, type CheckoutReturn } from '@/pages/checkout-page';
import { readOrderFormDraft, readOrderLoadError } from '@/features/orders/order-form-draft';
import { prefetchMenuPrices } from '../-lib/prefetch-menu-prices';
import { useMenuPrices } from '../-lib/use-menu-prices';

type Reason = CheckoutReturn['reason'];
const REASONS: readonly Reason[] = ['no-pending-order', 'order-not-loaded'];

export const Route = createFileRoute('/_authenticated/checkout')({
  // Why the shopper was sent here: /payment could not show a pending order (docs/product.md §4).
  validateSearch: (search: Record<string, unknown>): { reason?: Reason } => {
    const reason = REASONS.find((known) => known === search.reason);
    return reason ? { reason } : {};
  },
  loader: ({ context: { store } }) => prefetchMenuPrices(store),
  head: () => ({ meta: [{ title: 'Checkout · Food Store' }] }),
  component: CheckoutRoute,
});

/**
 * The reason in the URL, with what /payment handed over in the navigation's state; without a reason
 * the state is not read, so an entry visited again (Back, a reload) says and restores nothing.
 */
function arrival(reason: Reason | undefined, state: HistoryState & { key?: string }) {
  if (!reason) return { key: state.key };
  const returned: CheckoutReturn =
    reason === 'order-not-loaded'
      ? { reason, message: readOrderLoadError(state.orderLoadError) }
      : { reason };
  return { key: state.key, returned, draft: readOrderFormDraft(state.orderForm) };
}

function CheckoutRoute() {
  const { reason } = Route.useSearch();
  const state = useLocation({ select: (location) => location.state });
  const navigate = Route.useNavigate();
  // Said and restored on arrival, and kept while the page stays; the URL drops the reason, so neither
  // Back after ordering nor a reload repeats a reason that may no longer hold.
  const [arrived, setArrived] = useState(() => arrival(reason, state));
  // Sent back while this page was still on screen (/payment answered before its pending page showed).
  if (reason && state.key !== arrived.key) setArrived(arrival(reason, state));
  useEffect(() => {
    // The state stays: the search drops a render after it, and the page reads both together.
    if (reason) void navigate({ search: {}, state: true, replace: true });
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
      notices={
        new Map(lines.map((line) => [lineIdentity(line.food.id, line.options, line.note), line.notice]))
      }
      banner={<PriceCheckNotice check={priceCheck} />}
      returned={arrived.returned}
      draft={arrived.draft}
    />
  );
}
