import { useEffect, useRef } from 'react';
import toast, { ToastBar, Toaster } from 'react-hot-toast';
import type { Toast } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_HOVER_EXTENSION_MS } from '@/config/constants';
import styles from './toast.module.css';

function ToastText({ title, message }: { title: string; message: string }) {
  return (
    <span className={styles.text}>
      <strong className={styles.title}>{title}</strong>
      {message && <span className={styles.message}>{message}</span>}
    </span>
  );
}

export function showToast(kind: 'success' | 'error', title: string, message: string) {
  const text = <ToastText title={title} message={message} />;
  if (kind === 'success') toast.success(text, { ariaProps: { role: 'status', 'aria-live': 'polite' } });
  else toast.error(text, { ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}

/** Closes after 5 s; hover or focus keeps it open, and it closes 1 s after they end (decision 4 in docs/product.md). */
function TimedToast({ toast: current }: { toast: Toast }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeIn = (ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => toast.dismiss(current.id), ms);
  };
  const hold = () => clearTimeout(timer.current);
  const release = () => closeIn(TOAST_HOVER_EXTENSION_MS);

  useEffect(() => {
    closeIn(TOAST_DURATION_MS);
    return hold;
    // The timer starts once per toast; hover and focus restart it through closeIn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.id]);

  return (
    <div onMouseEnter={hold} onMouseLeave={release} onFocus={hold} onBlur={release}>
      <ToastBar toast={current}>
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

/** react-hot-toast's Toaster as the app places it: top-right, newest on top (it keeps at most 20). */
export function ToastViewport() {
  return (
    <Toaster
      position="top-right"
      reverseOrder={false}
      toastOptions={{ duration: Infinity }}
      // Below the sticky header, so toasts never hide the account menu.
      containerStyle={{ top: 80 }}
    >
      {(current) => <TimedToast toast={current} />}
    </Toaster>
  );
}
