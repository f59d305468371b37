import {
  Activity,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './kept-away.module.css';

const noSubscription = () => () => {};

/** True while rendered to a string (React then reads the server's snapshot), false in the browser. */
const useRenderingToString = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** Puts `container` in `host` while shown and takes it out of the document while not. */
function Placement({
  host,
  container,
  shown,
}: {
  host: RefObject<HTMLDivElement | null>;
  container: HTMLElement;
  shown: boolean;
}) {
  // Ahead of the page's own layout effects (it comes first in the portal): they measure it in place.
  useLayoutEffect(() => {
    if (shown) host.current?.append(container);
    else container.remove();
  }, [host, container, shown]);
  return null;
}

/**
 * `children` where this is while `shown`; while not, kept whole (state, elements, pictures) but out of
 * the document, so the page that shows meanwhile is the only one there: a shopper, a screen reader
 * and a search of the page's text find it alone. Hidden in the document instead, the kept page's text
 * would be found twice. Its effects stop while away (React's Activity) and start again on its return.
 */
export function KeptAway({ shown, children }: { shown: boolean; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [container] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = styles.contents ?? '';
    return element;
  });
  // Rendered to a string at build time (the prerendered home), where there are no portals: in place.
  if (useRenderingToString() || !container) return children;
  return (
    <>
      <div ref={host} className={styles.contents} />
      {createPortal(
        <>
          <Placement host={host} container={container} shown={shown} />
          <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
        </>,
        container,
      )}
    </>
  );
}
