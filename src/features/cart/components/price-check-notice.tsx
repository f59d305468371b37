import buttons from '@/components/ui/button.module.css';
import styles from './cart.module.css';

/** Whether the menu confirmed the cart's prices, and how to ask it again. */
export interface PriceCheck {
  failed: boolean;
  retry: () => void;
}

/**
 * Decision 13 (docs/product.md): without the menu the cart keeps working on the prices stored with
 * it, says so, and offers to ask again. An alert, so a screen reader announces it when it appears.
 */
export function PriceCheckNotice({ check }: { check: PriceCheck }) {
  if (!check.failed) return null;
  return (
    <div className={styles.priceCheck} role="alert">
      <p>
        <strong>Prices could not be confirmed.</strong> The menu did not load, so these are the prices from
        when you added each dish. The payment page shows what the order costs before you pay.
      </p>
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={check.retry}>
        Try again
      </button>
    </div>
  );
}
