import { useEffect, useState } from 'react';

/**
 * Runs `work` once the browser has painted the frame after this moment: a frame, then a task after
 * it. Returns a cancel.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Whether a frame has been painted since the page first rendered for `key`. Work that can wait (a
 * call whose answer only confirms what is shown) waits for it, so the shopper sees the result of a
 * tap before that work starts and not after it.
 */
export function usePaintedSince(key: string): boolean {
  const [painted, setPainted] = useState<string | null>(null);
  useEffect(() => {
    if (painted === key) return;
    return afterNextPaint(() => setPainted(key));
  }, [key, painted]);
  return painted === key;
}
