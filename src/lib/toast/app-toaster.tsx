import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastDemand } from './notify';

const ToastViewport = lazy(() =>
  import('./toast-runtime').then((runtime) => ({ default: runtime.ToastViewport })),
);

/** The one Toaster, mounted once the first toast is asked for. */
export function AppToaster() {
  const requested = useSyncExternalStore(toastDemand.subscribe, toastDemand.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
