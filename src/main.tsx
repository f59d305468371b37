import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { OnFirstCommit, takeOverPrerenderedPage } from '@/app/prerendered-page';
import { keepOfflineCodeFailuresInApp, precacheRouteCode } from '@/app/route-code';
import { createAppRouter } from '@/routes/-lib/router';
import { startStore } from '@/store/store';
import { env, mocksEnabled } from '@/config/env';
import { forgetEarlyRequests } from '@/lib/api/early-responses';
import { holdRequestsUntil } from '@/lib/api/request-gate';
import { preloadToasts } from '@/lib/toast/notify';
import { loadOrderStatusNews } from '@/features/orders/status-news/load-order-status-news';
import { isCodeLoadError } from '@/lib/code-loading';
import { LoadFailure } from '@/lib/api/load-failure';
import './styles/global.css';

// The mock runtime loads beside the first paint, not before it: only API requests wait for it.
const demo = mocksEnabled
  ? // eslint-disable-next-line import-x/no-restricted-paths -- the one place the app starts the mock runtime
    import('@mocks/browser').then(({ startMockWorker }) => startMockWorker({ latencyMs: env.mockLatencyMs }))
  : null;
if (demo) {
  holdRequestsUntil(demo);
  demo.catch((error: unknown) => console.error('The mock backend did not start.', error));
}

keepOfflineCodeFailuresInApp();
const { store } = await startStore();
const router = createAppRouter({ store, demo });
precacheRouteCode(router, [
  preloadToasts,
  () => import('@contract/validation'),
  loadOrderStatusNews,
  // The demo's mock calls that load with their first use: offline, it still signs in and orders.
  ...(demo ? [() => demo.then((runtime) => runtime.loadEveryCall())] : []),
]);
const stopForgetting = router.subscribe('onResolved', () => {
  stopForgetting();
  forgetEarlyRequests();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const render = (onFirstCommit: () => void) =>
  createRoot(container, {
    // A failed load or code fetch is shown on its page with a retry: an expected outcome, not a bug to log.
    onCaughtError: (error, { componentStack }) => {
      if (!(error instanceof LoadFailure) && !isCodeLoadError(error)) console.error(error, componentStack);
    },
  }).render(
    <StrictMode>
      <App store={store} router={router} />
      <OnFirstCommit onCommit={onFirstCommit} />
    </StrictMode>,
  );
// Not awaited here: the mock runtime's code imports this module, so it waits for it to finish.
void takeOverPrerenderedPage(container, router, render);
