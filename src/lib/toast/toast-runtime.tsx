import { useContext, useLayoutEffect, useRef } from 'react';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import type { Toast } from 'react-hot-toast';
import { TOAST_HOVER_EXTENSION_MS } from '@/config/constants';
import type { Kind, ToastAction } from './notify';
import { useRoomForFocus } from './room-for-focus';
import { ToastLifetime } from './toast-lifetime';
import styles from './toast.module.css';

function ToastText({ title, message }: { title: string; message: string }) {
  return (
    <span className={styles.text}>
      <strong className={styles.title}>{title}</strong>
      {message && <span className={styles.message}>{message}</span>}
    </span>
  );
}

/** The failures on screen by the action they report on, for that action's success to dismiss. */
const failures = new Map<ToastAction, Set<string>>();

export function dismissFailures(action: ToastAction) {
  failures.get(action)?.forEach((id) => toast.dismiss(id));
  failures.delete(action);
}

interface ToastRequest {
  kind: Kind;
  title: string;
  message: string;
  action?: ToastAction;
}

export function showToast({ kind, title, message, action }: ToastRequest) {
  // The words are the id: the library updates a toast it already shows instead of adding a second.
  const id = JSON.stringify([title, message]);
  const text = <ToastText title={title} message={message} />;
  if (kind === 'success') {
    if (action) dismissFailures(action);
    toast.success(text, { id, ariaProps: { role: 'status', 'aria-live': 'polite' } });
  } else {
    if (action) failures.set(action, (failures.get(action) ?? new Set()).add(id));
    toast.error(text, { id, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
  }
}

/**
 * Closes after its lifetime (5 s); hover or focus keeps it open, and it closes 1 s after both end
 * (decision 4 in docs/product.md). Raised again, it starts over: a new timer, and its bar and live
 * region are rendered anew, so the repeat is seen and announced like a new toast. With a lifetime
 * of Infinity it stays until dismissed.
 */
function TimedToast({ toast: current }: { toast: Toast }) {
  const lifetime = useContext(ToastLifetime);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const holds = useRef(0);
  const closeIn = (ms: number) => {
    clearTimeout(timer.current);
    if (Number.isFinite(lifetime)) timer.current = setTimeout(() => toast.dismiss(current.id), ms);
  };
  const hold = () => {
    holds.current += 1;
    clearTimeout(timer.current);
  };
  const release = () => {
    holds.current -= 1;
    if (holds.current === 0) closeIn(TOAST_HOVER_EXTENSION_MS);
  };

  // In the commit that shows the toast (or shows it again), so its time runs from then.
  useLayoutEffect(() => {
    if (holds.current === 0) closeIn(lifetime);
    return () => clearTimeout(timer.current);
    // The timer starts once per raise (createdAt); hover and focus restart it through closeIn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.id, current.createdAt]);

  return (
    <div
      className={styles.toast}
      // A dismissed toast stays for its exit animation, no longer read out, focused or clicked.
      inert={!current.visible}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      {/* The library's entry drops in from far above, across the header: toast.module.css animates
          the bar instead. */}
      <ToastBar key={current.createdAt} toast={current} style={{ animation: undefined }}>
        {({ icon, message }) => (
          <>
            {icon}
            {message}
            <button
              type="button"
              className={styles.close}
              aria-label="Dismiss notification"
              onClick={() => toast.dismiss(current.id)}
            >
              ×
            </button>
          </>
        )}
      </ToastBar>
    </div>
  );
}

/**
 * react-hot-toast's Toaster as the app places it: top-right, newest on top (it keeps at most 20),
 * just below the header, never over it. Instead of the library's box fixed over the whole screen,
 * the stack hangs from a sticky box, of no height but the room the focus needs, placed right after the header in the page: it sits
 * under the header wherever the header is (under the demo bar at the top of the page) and sticks
 * `--header-height` from the top, where the sticky header ends, once the page scrolls.
 *
 * Phones get the same place, the full width less the gutter. At the bottom of the screen, where many
 * apps put them, toasts would cover the page's main action ('Go to Payment', 'Pay now') under the
 * shopper's thumb, and hide behind the on-screen keyboard, which an invalid submit opens by focusing
 * the first wrong field. Under the header they leave the brand, cart and account free. They never
 * cover the focus: the page moves clear of them (room-for-focus.ts).
 */
export function ToastViewport() {
  const { toasts } = useToasterStore();
  const room = useRoomForFocus(
    '[data-rht-toaster]',
    `.${styles.toast}:not([inert])`,
    toasts.some((current) => current.visible),
  );
  return (
    <Toaster
      position="top-right"
      reverseOrder={false}
      gutter={0}
      toastOptions={{ duration: Infinity, className: styles.bar }}
      containerStyle={{
        position: 'sticky',
        // Under the header, whose account menu opens over the toasts; over the page.
        zIndex: 99,
        top: 'var(--header-height)',
        right: 'auto',
        bottom: 'auto',
        left: 'auto',
        // Its toasts are laid over the page; its own height is the room the focus needs below them.
        height: room,
        // The header's content column (header.module.css): the toasts line up under its right end.
        width: 'min(100% - 2 * var(--space), var(--content-width))',
        margin: '0 auto',
      }}
    >
      {(current) => <TimedToast toast={current} />}
    </Toaster>
  );
}
