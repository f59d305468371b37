import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import buttons from '@/components/ui/button.module.css';
import { errorMessage } from '@/lib/api/error-message';
import { useSingleFlight } from '@/lib/single-flight';
import type { Order } from '@contract/types';
import { useCancelOrderMutation } from '../api/orders-api';
import styles from './cancel-order.module.css';

/**
 * 'Cancel order' while the order is paid and not yet being prepared (docs/product.md, decision 18),
 * asked once more in the page. A refusal (the kitchen started meanwhile) shows the server's sentence,
 * and the page, refreshed by the call, shows why.
 */
export function CancelOrder({ order }: { order: Order }) {
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState('');
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  const confirm = useSingleFlight(async () => {
    try {
      await cancelOrder(order.id).unwrap();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
    setConfirming(false);
  });

  const cancelable = order.status === 'PAID';
  if (!cancelable && !refusal) return null;
  return (
    <div className={styles.cancel}>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      {cancelable && !confirming && (
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={() => {
            setRefusal('');
            setConfirming(true);
          }}
        >
          Cancel order
        </button>
      )}
      {cancelable && confirming && (
        <div className={styles.confirm} role="group" aria-labelledby="cancel-question">
          <p id="cancel-question" ref={question} tabIndex={-1} className={styles.question}>
            Cancel this order? The demo payment is refunded; nothing was charged.
          </p>
          <div className={styles.actions}>
            <BusyButton type="button" className={buttons.button} onClick={confirm} busy={isLoading}>
              Yes, cancel the order
            </BusyButton>
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              onClick={() => setConfirming(false)}
            >
              Keep the order
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
