import { useEffect, useRef } from 'react';

const isHidden = () => document.visibilityState === 'hidden';

/**
 * Calls `refresh` every `intervalMs` while `active`: paused while the tab is hidden (nobody looks, and
 * a phone's battery pays for it), and called at once when the shopper comes back, so what they see is
 * current. Stops when `active` turns false.
 */
export function useRefreshWhileVisible(refresh: () => void, active: boolean, intervalMs: number): void {
  // The latest callback, so a new one each render does not restart the interval.
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (isHidden()) {
        stop();
      } else if (timer === undefined) {
        latest.current();
        start();
      }
    };
    if (!isHidden()) start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [active, intervalMs]);
}
