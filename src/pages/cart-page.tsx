import { Link } from '@tanstack/react-router';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import buttons from '@/components/ui/button.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { EAGER_LINES } from '@/config/constants';
import { formatPrice } from '@/utils/format-price';
import { lineRemoved, quantityChanged } from '@/features/cart/cart-edits';
import { cartCleared } from '@/features/cart/cart-slice';
import { selectCartView } from '@/features/cart/cart-view';
import { CartLine } from '@/features/cart/components/cart-line';
import styles from '@/features/cart/components/cart.module.css';
import { PriceCheckNotice } from '@/features/cart/components/price-check-notice';
import type { PriceCheck } from '@/features/cart/components/price-check-notice';

/** docs/product.md §2 'Cart', priced from the menu (Decision 13). */
export function CartPage({ priceCheck }: { priceCheck: PriceCheck }) {
  const { lines, order } = useAppSelector(selectCartView);
  const dispatch = useAppDispatch();
  if (lines.length === 0) {
    return (
      <EmptyState headingLevel={1} title="Cart Page is Empty" action={<Link to="/">Go to Homepage</Link>} />
    );
  }
  const offMenu = lines.some((line) => line.offMenu);
  const unanswered = lines.some((line) => line.needsChoice);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Cart Page</h1>
      <PriceCheckNotice check={priceCheck} />
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Cart items">
          {lines.map((item, index) => (
            <CartLine
              key={item.key}
              item={item}
              eager={index < EAGER_LINES}
              onQuantityChange={(key, quantity) => dispatch(quantityChanged({ key, quantity }))}
              onRemove={(key) => dispatch(lineRemoved(key))}
            />
          ))}
        </ul>
        {/* The summary is the order checkout would place: dishes off the menu are not in it. */}
        <section className={styles.summary} aria-labelledby="cart-summary">
          <h2 id="cart-summary" className={styles.summaryTitle}>
            Summary
          </h2>
          <dl className={styles.totals}>
            <dt>Count</dt>
            <dd>{order.totalCount}</dd>
            <dt>Price</dt>
            <dd>{formatPrice(order.totalPrice)}</dd>
          </dl>
          {offMenu || unanswered ? (
            <p className={styles.notice}>
              {offMenu
                ? 'Remove the dishes no longer on the menu to check out.'
                : 'Make the choices the lines above ask for to check out.'}
            </p>
          ) : (
            <Link to="/checkout" className={buttons.button}>
              Proceed to Checkout
            </Link>
          )}
          <button type="button" className={styles.clear} onClick={() => dispatch(cartCleared())}>
            Clear cart
          </button>
        </section>
      </div>
    </div>
  );
}
