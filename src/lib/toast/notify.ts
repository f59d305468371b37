/**
 * Toasts as docs/product.md §8 words them: a title and a message. The toast library loads on the
 * first toast, not with the first page, which keeps it out of the home page's first-load JS.
 *
 * Two rules keep toasts from piling up (docs/product.md, decision 4):
 * - The same title and message are one toast: raised again while it is up, it is refreshed (shown
 *   afresh, its timer restarted) instead of stacked.
 * - A toast may name the action it reports on. A success of that action dismisses the action's
 *   failures still on screen ('Login Successful' removes 'Login Failed'); `notify.dismissFailures`
 *   does the same for a success that has no toast of its own (an order created goes on to payment).
 */
export type Kind = 'success' | 'error';

/** What the shopper tried: each failure toast is answered by a success of the same action. */
export type ToastAction = 'login' | 'register' | 'profile' | 'order' | 'payment' | 'orderStatus';

export interface ToastOptions {
  action?: ToastAction;
}

const listeners = new Set<() => void>();
let requested = false;

const load = () => import('./toast-runtime');
let loading: ReturnType<typeof load> | undefined;

/** One promise, so toasts reach the runtime in the order they were raised; a failed load is tried again. */
function runtime() {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The toaster mounts once the runtime is in, so its own lazy import cannot fail: a failed load (offline
 * before the precache fetched it) loses this toast, never the layout the toaster sits in.
 */
function show(kind: Kind, title: string, message: string, { action }: ToastOptions) {
  runtime().then(
    ({ showToast }) => {
      showToast({ kind, title, message, action });
      if (requested) return;
      requested = true;
      listeners.forEach((listener) => listener());
    },
    () => undefined,
  );
}

/** Fetches the toast runtime ahead of the first toast, so that one shows offline too (src/app/route-code.ts). */
export const preloadToasts = () => runtime().then(() => undefined);

export const notify = {
  success: (title: string, message = '', options: ToastOptions = {}) =>
    show('success', title, message, options),
  error: (title: string, message = '', options: ToastOptions = {}) => show('error', title, message, options),
  /** Before any toast there is nothing to dismiss, and nothing is loaded. */
  dismissFailures: (action: ToastAction) => {
    if (requested) void runtime().then(({ dismissFailures }) => dismissFailures(action));
  },
};

/** For the lazy toaster: whether any toast has been asked for yet. */
export const toastDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
};
