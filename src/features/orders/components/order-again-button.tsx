import { useNavigate } from '@tanstack/react-router';
import { useAppDispatch } from '@/store/hooks';
import buttons from '@/components/ui/button.module.css';
import type { Order } from '@contract/types';
import { orderAgainRequested } from '../order-again';

/**
 * 'Order again' on a past order (docs/product.md §4): its dishes and quantities join the cart, and the
 * shopper lands there, where the menu check says which prices changed and which dishes are gone. Not
 * on an order awaiting payment: that one is still to be paid, not repeated.
 */
export function OrderAgainButton({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (order.status === 'NEW' || order.items.length === 0) return null;
  const orderAgain = () => {
    dispatch(orderAgainRequested(order.items));
    void navigate({ to: '/cart-page' });
  };
  // In a block of its own, so the grid of a card or row does not stretch the button across it.
  return (
    <div>
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={orderAgain}>
        Order again
      </button>
    </div>
  );
}
