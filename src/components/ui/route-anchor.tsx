import { useRouter, type AnyRouter, type NavigateOptions } from '@tanstack/react-router';
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** The address of a path of the router's (`/tag/Spicy?sort=name`) as the page shows it (hash URLs in the demo). */
export const pageHref = (router: AnyRouter, path: string): string => router.history.createHref(path) || '/';

/** The address a link to `to` shows, as the router's Link writes it. */
export const routeHref = (router: AnyRouter, to: NavigateOptions): string =>
  pageHref(router, router.buildLocation(to).publicHref);

type PreloadEvents = 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onTouchStart';

interface RouteAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | PreloadEvents> {
  /** Where the link goes: what the router navigates to, and preloads. */
  to: NavigateOptions;
  /** Its address, `routeHref(router, to)`, worked out by the caller as seldom as it changes. */
  href: string;
}

/**
 * A link to a page of the app as a plain `<a>`: the router's Link without its watch on the address.
 * Every Link on the page works its own address out again on every navigation, a sort or a filter
 * included, and one whose address keeps the shopper's query renders again; this one is handed its
 * address. Otherwise it is Link: a plain click navigates in the page, while a click with a modifier
 * key, another button or a target is the browser's (a new tab or window), and pointing at it,
 * focusing it or touching it preloads the page, after the router's delay where Link waits too.
 */
export function RouteAnchor({ to, href, onClick, children, ...anchor }: RouteAnchorProps) {
  const router = useRouter();
  const due = useRef<ReturnType<typeof setTimeout>>(undefined);
  const preload = () => {
    router.preloadRoute(to).catch((error: unknown) => console.warn(error));
  };
  const cancel = () => {
    clearTimeout(due.current);
    due.current = undefined;
  };
  const preloadSoon = () => {
    const delay = router.options.defaultPreloadDelay ?? 0;
    if (!delay) return preload();
    due.current ??= setTimeout(() => {
      due.current = undefined;
      preload();
    }, delay);
  };
  useEffect(() => cancel, []);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = event.currentTarget.getAttribute('target');
    const plain = !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) && event.button === 0;
    if (event.defaultPrevented || !plain || (target && target !== '_self')) return;
    event.preventDefault();
    cancel();
    void router.navigate(to);
  };
  return (
    <a
      {...anchor}
      href={href}
      onClick={follow}
      onMouseEnter={preloadSoon}
      onFocus={preloadSoon}
      onMouseLeave={cancel}
      onBlur={cancel}
      onTouchStart={preload}
    >
      {children}
    </a>
  );
}
