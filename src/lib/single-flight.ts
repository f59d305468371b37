import { useRef } from 'react';

/**
 * `task`, but a second call while the first is still running does nothing: two clicks in the same
 * instant (before the button can show it is busy) send one request, not two.
 */
export function useSingleFlight<Args extends unknown[]>(
  task: (...args: Args) => Promise<void>,
): (...args: Args) => Promise<void> {
  const running = useRef(false);
  return async (...args) => {
    if (running.current) return;
    running.current = true;
    try {
      await task(...args);
    } finally {
      running.current = false;
    }
  };
}
