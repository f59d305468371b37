import { Link } from '@tanstack/react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import buttons from '@/components/ui/button.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { formatPrice } from '@/utils/format-price';
import { cartCleared, lineRemoved, quantityChanged, selectCart } from '../cart-slice';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';

export function CartPage() {
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  if (cart.items.length === 0) {
    return (
      <EmptyState headingLevel={1} title="Cart Page is Empty" action={<Link to="/">Go to Homepage</Link>} />
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Cart Page</h1>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Cart items">
          {cart.items.map((item) => (
            <CartLine
              key={item.food.id}
              item={item}
              onQuantityChange={(foodId, quantity) => dispatch(quantityChanged({ foodId, quantity }))}
              onRemove={(foodId) => dispatch(lineRemoved(foodId))}
            />
          ))}
        </ul>
        <section className={styles.summary} aria-labelledby="cart-summary">
          <h2 id="cart-summary" className={styles.summaryTitle}>
            Summary
          </h2>
          <dl className={styles.totals}>
            <dt>Count</dt>
            <dd>{cart.totalCount}</dd>
            <dt>Price</dt>
            <dd>{formatPrice(cart.totalPrice)}</dd>
          </dl>
          <Link to="/checkout" className={buttons.button}>
            Proceed to Checkout
          </Link>
          <button type="button" className={styles.clear} onClick={() => dispatch(cartCleared())}>
            Clear cart
          </button>
        </section>
      </div>
    </div>
  );
}
