/**
 * The mock server's clock for tests and stories that follow an order's life (browser-safe: no test
 * runner imports). The life is worked out from the clock, so moving it on is all a test needs.
 */
import type { Pace } from '../db/records';
import { DEFAULT_PACE, FAST_PACE } from '../http/order-life';

export { advanceClock } from '../http/repeatable';
export { DEFAULT_PACE, FAST_PACE };
export type { Pace };

/** How long after its payment an order reaches `status` by itself, on `pace` (the default's unless told). */
export function timeUntil(status: 'PREPARING' | 'SHIPPED' | 'DELIVERED', pace: Pace = DEFAULT_PACE): number {
  const steps = ['PREPARING', 'SHIPPED', 'DELIVERED'] as const;
  return steps.slice(0, steps.indexOf(status) + 1).reduce((total, step) => total + pace[step], 0);
}
