/**
 * Toasts as docs/product.md §8 words them: a title and a message. The toast library loads on the
 * first toast, not with the first page, which keeps it out of the home page's first-load JS.
 */
type Kind = 'success' | 'error';

const listeners = new Set<() => void>();
let requested = false;

function show(kind: Kind, title: string, message: string) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('./toast-runtime').then((runtime) => runtime.showToast(kind, title, message));
}

export const notify = {
  success: (title: string, message = '') => show('success', title, message),
  error: (title: string, message = '') => show('error', title, message),
};

/** For the lazy toaster: whether any toast has been asked for yet. */
export const toastDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
};
