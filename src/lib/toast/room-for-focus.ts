import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Keeps the focused element clear of the toasts (WCAG 2.2, 2.4.11 Focus Not Obscured). The toasts
 * hang under the header, over the page; when the focus lands on something one of them covers (or a
 * toast comes up over the focus), the page scrolls down by the overlap, and where it cannot scroll
 * that far (at its top), the stack makes room above the page: its own box grows by the rest and
 * pushes the page down, while the toasts stay where the shopper reads them (and under the pointer
 * that holds one open). The room stays while any toast does, so the page does not jump back and
 * forth as the focus moves; it goes with the last toast. The header's own controls sit over the
 * toasts and are left alone, as are the toasts' own buttons.
 *
 * `stack` selects the toaster's container, `bars` the toasts on screen in it; `shown` says whether
 * any is. Returns the room, in pixels, for the container's height.
 */
export function useRoomForFocus(stack: string, bars: string, shown: boolean): number {
  const [room, setRoom] = useState(0);
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    if (!shown) setRoom(0);
  }

  const clear = useCallback(() => {
    const container = document.querySelector<HTMLElement>(stack);
    const focused = document.activeElement;
    if (!container || !(focused instanceof HTMLElement) || focused === document.body) return;
    if (container.contains(focused) || focused.closest('header')) return;
    const box = focused.getBoundingClientRect();
    let overlap = 0;
    for (const bar of container.querySelectorAll<HTMLElement>(bars)) {
      const toast = bar.getBoundingClientRect();
      const covers =
        toast.height > 0 &&
        box.left < toast.right &&
        toast.left < box.right &&
        box.top < toast.bottom &&
        toast.top < box.bottom;
      // As far below the toast as the toasts sit below the header.
      const gap = Number.parseFloat(getComputedStyle(bar).marginTop) || 0;
      if (covers) overlap = Math.max(overlap, toast.bottom + gap - box.top);
    }
    if (overlap <= 0) return;
    const scrolled = Math.min(overlap, window.scrollY);
    if (scrolled > 0) window.scrollBy(0, -scrolled);
    const rest = Math.ceil(overlap - scrolled);
    // Before the frame is painted: the shopper never sees the focus under a toast.
    if (rest > 0) flushSync(() => setRoom((current) => current + rest));
  }, [stack, bars]);

  // After the browser has scrolled the newly focused element into view, before the next paint.
  useEffect(() => {
    let frame = 0;
    const onFocus = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(clear);
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      cancelAnimationFrame(frame);
    };
  }, [clear]);

  // A toast that comes up, or grows, over the focus.
  useLayoutEffect(() => {
    const container = document.querySelector<HTMLElement>(stack);
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => requestAnimationFrame(clear));
    const observeBars = () => container.querySelectorAll(bars).forEach((bar) => observer.observe(bar));
    observeBars();
    const added = new MutationObserver(observeBars);
    added.observe(container, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      added.disconnect();
    };
  }, [stack, bars, clear]);

  return room;
}
