import type { api } from '@/lib/api/base-api';
import type { Order } from '@contract/types';

type ApiState = ReturnType<typeof api.reducer>;

interface Answer {
  endpointName?: string;
  status: string;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

/** Every call whose answer carries the shopper's orders: the history, one order, paying, canceling. */
const CARRY_ORDERS = new Set(['getOrders', 'getOrder', 'payOrder', 'cancelOrder']);

const ordersIn = (data: unknown): Order[] => (Array.isArray(data) ? data : data ? [data] : []) as Order[];

/**
 * The latest status the app has heard for each of the shopper's orders, from whichever answer came
 * last, as JSON pairs `[id, status]`: text, so the selector's value stays equal while nothing moved.
 */
export function selectKnownStatuses(state: { api: ApiState }): string {
  const entries: (Answer | undefined)[] = [
    ...Object.values(state.api.queries),
    ...Object.values(state.api.mutations),
  ];
  const answers = entries.filter(
    (answer): answer is Answer =>
      answer?.status === 'fulfilled' && CARRY_ORDERS.has(answer.endpointName ?? ''),
  );
  answers.sort((a, b) => (a.fulfilledTimeStamp ?? 0) - (b.fulfilledTimeStamp ?? 0));
  const statuses = new Map<string, string>();
  for (const answer of answers) {
    for (const order of ordersIn(answer.data)) statuses.set(order.id, order.status);
  }
  return JSON.stringify([...statuses]);
}
