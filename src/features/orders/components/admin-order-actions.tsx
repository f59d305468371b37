import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import buttons from '@/components/ui/button.module.css';
import { errorMessage } from '@/lib/api/error-message';
import { useSingleFlight } from '@/lib/single-flight';
import { notify } from '@/lib/toast/notify';
import type { AdminOrder, StatusChangePayload } from '@contract/types';
import { useSetOrderStatusMutation } from '../api/orders-api';
import { statusLabel } from './order-status';
import styles from './orders.module.css';

type Settable = StatusChangePayload['status'];

/**
 * docs/product.md §2 'Admin': the one step after each status of an order's life. A Map, as the key is
 * whatever status the server sent ('constructor' included).
 */
const NEXT_STEP = new Map<string, { status: Settable; label: string }>([
  ['PAID', { status: 'PREPARING', label: 'Mark as being prepared' }],
  ['PREPARING', { status: 'SHIPPED', label: 'Mark as on its way' }],
  ['SHIPPED', { status: 'DELIVERED', label: 'Mark as delivered' }],
]);

/**
 * A paid order can be canceled until it is delivered. One awaiting payment is the shopper's checkout,
 * not yet an order to act on; one canceled or refunded is over.
 */
const CANCELABLE = new Set(['PAID', 'PREPARING', 'SHIPPED']);

/**
 * An admin's actions on one order: move it to its next status, or cancel it after a confirm step (it
 * cannot be undone). The server decides; a refusal (409, 403) is shown in its own words, and the
 * list is fetched again either way, so the row shows the order as the server now has it.
 */
export function AdminOrderActions({ order }: { order: AdminOrder }) {
  const [setStatus, { isLoading }] = useSetOrderStatusMutation();
  const [confirming, setConfirming] = useState(false);
  // The control that replaced the focused one takes the focus, so the keyboard stays in the row.
  const keepButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'keep' | 'cancel' | null>(null);
  useEffect(() => {
    if (focusAfter.current === 'keep') keepButton.current?.focus();
    if (focusAfter.current === 'cancel') cancelButton.current?.focus();
    focusAfter.current = null;
  }, [confirming]);

  const change = useSingleFlight(async (status: Settable) => {
    try {
      const changed = await setStatus({ id: order.id, status }).unwrap();
      notify.success(
        'Order updated',
        `${order.customer.name || 'The customer'}'s order: ${statusLabel(changed.status)}.`,
        {
          action: 'orderStatus',
        },
      );
    } catch (error) {
      notify.error('Order not changed', errorMessage(error), { action: 'orderStatus' });
    } finally {
      setConfirming(false);
    }
  });
  const askToCancel = (asking: boolean) => {
    focusAfter.current = asking ? 'keep' : 'cancel';
    setConfirming(asking);
  };

  const next = NEXT_STEP.get(order.status);
  if (confirming) {
    return (
      <div className={styles.actions}>
        <p>Cancel this order? This cannot be undone.</p>
        <BusyButton
          type="button"
          className={buttons.button}
          busy={isLoading}
          onClick={() => void change('CANCELED')}
        >
          Yes, cancel order
        </BusyButton>
        <BusyButton
          type="button"
          ref={keepButton}
          className={`${buttons.button} ${buttons.secondary}`}
          busy={isLoading}
          onClick={() => askToCancel(false)}
        >
          Keep order
        </BusyButton>
      </div>
    );
  }
  if (!next && !CANCELABLE.has(order.status)) return null;
  return (
    <div className={styles.actions}>
      {next && (
        <BusyButton
          type="button"
          className={buttons.button}
          busy={isLoading}
          onClick={() => void change(next.status)}
        >
          {next.label}
        </BusyButton>
      )}
      {CANCELABLE.has(order.status) && (
        <BusyButton
          type="button"
          ref={cancelButton}
          className={`${buttons.button} ${buttons.secondary}`}
          busy={isLoading}
          onClick={() => askToCancel(true)}
        >
          Cancel order
        </BusyButton>
      )}
    </div>
  );
}
