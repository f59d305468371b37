import type { Order, StatusChange } from '@contract/types';
import { formatDate } from '@/utils/format-date';
import { DELIVERY_STEPS, isActive } from '../order-life';
import { statusLabel } from './order-status';
import styles from './order-timeline.module.css';

/**
 * The steps an order took, each with its time, then (while it is on its way) the steps still to come and
 * the estimated delivery. A server that sends no history gets nothing here: the status alone says it.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const history = order.statusHistory ?? [];
  const current = history.at(-1);
  if (!current) return null;
  const active = isActive(order.status);
  const done = new Set(history.map((change) => change.status));
  const upcoming = active ? DELIVERY_STEPS.filter((step) => !done.has(step)) : [];
  return (
    <div className={styles.timeline}>
      <ol className={styles.steps} aria-label="Progress">
        {history.map((change, index) => (
          <Step key={`${change.status}-${index}`} change={change} isCurrent={change === current} />
        ))}
        {upcoming.map((status) => (
          <li key={status} className={styles.step} data-state="upcoming">
            <span className={styles.label}>
              <span className="visually-hidden">Not yet: </span>
              {statusLabel(status)}
            </span>
          </li>
        ))}
      </ol>
      {active && order.estimatedDeliveryAt && (
        <p className={styles.estimate}>
          Estimated delivery:{' '}
          <time dateTime={order.estimatedDeliveryAt}>{formatDate(order.estimatedDeliveryAt)}</time>
        </p>
      )}
    </div>
  );
}

function Step({ change, isCurrent }: { change: StatusChange; isCurrent: boolean }) {
  return (
    <li
      className={styles.step}
      data-state={isCurrent ? 'current' : 'done'}
      aria-current={isCurrent ? 'step' : undefined}
    >
      <span className={styles.label}>{statusLabel(change.status)}</span>
      <time className={styles.time} dateTime={change.at}>
        {formatDate(change.at)}
      </time>
    </li>
  );
}
