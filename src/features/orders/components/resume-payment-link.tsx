import { Link } from '@tanstack/react-router';
import buttons from '@/components/ui/button.module.css';
import type { Order } from '@contract/types';
import { useGetNewOrderForCurrentUserQuery } from '../api/orders-api';

/**
 * The way back to paying an order awaiting payment. /payment pays the one pending order the server
 * names (docs/product.md §4), so the link shows on that order only: a server that kept an older
 * unpaid order would otherwise have it lead to paying another.
 */
export function ResumePaymentLink({ order }: { order: Order }) {
  const awaitingPayment = order.status === 'NEW';
  const { data: pending } = useGetNewOrderForCurrentUserQuery(undefined, { skip: !awaitingPayment });
  if (!awaitingPayment || pending?.id !== order.id) return null;
  // In a block of its own, so the grid of a card or row does not stretch the button across it.
  return (
    <div>
      <Link to="/payment" className={buttons.button}>
        Continue to payment
      </Link>
    </div>
  );
}
