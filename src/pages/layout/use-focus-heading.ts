import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a client-side navigation, focus moves to the new page's main heading, so a screen reader
 * announces the page and the keyboard starts from its top (docs/product.md, "Every page"). The first
 * load is left alone: the browser already starts there. A heading that shows only once the page's
 * data has arrived is awaited; if the shopper has moved focus meanwhile, their choice stands.
 */
export function useFocusHeadingOnNavigation(container: RefObject<HTMLElement | null>) {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);

  useEffect(() => {
    const main = container.current;
    if (!main || pathname === previous.current) return;
    const firstLoad = previous.current === undefined;
    previous.current = pathname;
    if (firstLoad) return;
    const focusAtNavigation = document.activeElement;

    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      const focusMoved =
        document.activeElement !== focusAtNavigation && document.activeElement !== document.body;
      if (!focusMoved) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // Where the page is scrolled is the router's to say: Back restores the shopper's place.
        heading.focus({ preventScroll: true });
      }
      return true;
    };

    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, pathname]);
}
