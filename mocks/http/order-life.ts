/**
 * The life of a paid order (docs/contract.md): PAID → PREPARING → SHIPPED → DELIVERED on the order's
 * pace, or CANCELED and then REFUNDED. Worked out from the stored steps and the clock, never by a
 * timer, so every tab, a reload and the standalone server see the same life from the same data.
 */
import type { OrderStatus, StatusChangePayload } from '@contract/types';
import type { OrderRecord, Pace, StepRecord } from '../db/records';

const MINUTE_MS = 60_000;

/** Minutes, as a kitchen and a courier take: the life can be watched without waiting all day. */
export const DEFAULT_PACE: Pace = {
  PREPARING: 2 * MINUTE_MS,
  SHIPPED: 8 * MINUTE_MS,
  DELIVERED: 10 * MINUTE_MS,
};

/** Seconds (the `fast-delivery` scenario): a whole life to watch in half a minute. */
export const FAST_PACE: Pace = { PREPARING: 8_000, SHIPPED: 8_000, DELIVERED: 8_000 };

/** The step after each active status, which comes by itself when its time is due. */
const NEXT = { PAID: 'PREPARING', PREPARING: 'SHIPPED', SHIPPED: 'DELIVERED' } as const;
type ActiveStatus = keyof typeof NEXT;

const isActive = (status: OrderStatus): status is ActiveStatus => Object.hasOwn(NEXT, status);

export interface Life {
  status: OrderStatus;
  statusHistory: StepRecord[];
  /** While the order is active and has a pace. */
  estimatedDeliveryAt?: string;
}

type LifeRecord = Pick<OrderRecord, 'status' | 'statusHistory' | 'pace'>;

/** How long from the start of `status` until delivery, on this pace. */
function timeToDelivery(status: ActiveStatus, pace: Pace): number {
  let total = 0;
  for (let step: OrderStatus = status; isActive(step); step = NEXT[step]) total += pace[NEXT[step]];
  return total;
}

/** The order as it is at `time`: its recorded steps, then every automatic step due by then. */
export function lifeAt(order: LifeRecord, time: Date): Life {
  const steps = [...order.statusHistory];
  let last = steps.at(-1);
  while (last && order.pace && isActive(last.status)) {
    const next = NEXT[last.status];
    const due = Date.parse(last.at) + order.pace[next];
    // An unreadable stored date (hand-edited storage) stops the life rather than breaking the answer.
    if (!(due <= time.getTime())) break;
    last = { status: next, at: new Date(due).toISOString() };
    steps.push(last);
  }
  const status = last?.status ?? order.status;
  const life: Life = { status, statusHistory: steps };
  if (last && order.pace && isActive(last.status)) {
    const estimate = Date.parse(last.at) + timeToDelivery(last.status, order.pace);
    if (Number.isFinite(estimate)) life.estimatedDeliveryAt = new Date(estimate).toISOString();
  }
  return life;
}

/**
 * A write on the order (a cancel, an admin's move): the automatic steps due by then are recorded
 * first, as they happened, then the new steps.
 */
export function withSteps<T extends LifeRecord>(order: T, life: Life, steps: readonly StepRecord[]): T {
  const statusHistory = [...life.statusHistory, ...steps];
  return { ...order, status: statusHistory.at(-1)?.status ?? order.status, statusHistory };
}

/** A canceled order was paid (only a paid order can be), so the demo payment is refunded at once. */
export const cancelSteps = (at: string): StepRecord[] => [
  { status: 'CANCELED', at },
  { status: 'REFUNDED', at },
];

export const isCanceled = (status: OrderStatus): status is 'CANCELED' | 'REFUNDED' =>
  status === 'CANCELED' || status === 'REFUNDED';

/** Why the shopper cannot cancel an order in this status, or null while they can (PAID). */
export function cancelRefusal(status: OrderStatus): string | null {
  switch (status) {
    case 'NEW':
      return 'This order is not paid yet, so there is nothing to cancel.';
    case 'PREPARING':
      return 'This order is already being prepared and can no longer be canceled.';
    case 'SHIPPED':
      return 'This order is already on its way and can no longer be canceled.';
    case 'DELIVERED':
      return 'This order has already been delivered and can no longer be canceled.';
    default:
      return null;
  }
}

/** Each status as the refusals below name it. */
const IN_WORDS: Record<ActiveStatus | 'DELIVERED', string> = {
  PAID: 'paid',
  PREPARING: 'being prepared',
  SHIPPED: 'on its way',
  DELIVERED: 'delivered',
};

/**
 * Why an admin cannot move an order from `from` to `to`, or null when they can: the next step, or
 * CANCELED until it is delivered. Asking for the status it has already is no move (the caller's).
 */
export function moveRefusal(from: OrderStatus, to: StatusChangePayload['status']): string | null {
  if (from === 'NEW') return 'This order is not paid yet and cannot be changed.';
  if (from === 'DELIVERED') return 'This order is already delivered and cannot be changed.';
  if (isCanceled(from)) return 'This order was canceled and cannot be changed.';
  if (to === 'CANCELED' || to === NEXT[from]) return null;
  return `This order is ${IN_WORDS[from]}: it can only be marked as ${IN_WORDS[NEXT[from]]}, or canceled.`;
}
