/**
 * Brings the page under the mock worker before msw starts, for a page that began without it.
 *
 * msw's worker unregisters itself when the last page it serves closes, and a reload's closing page is
 * such a page: when that lands before the browser picks the reloaded page's worker, the page begins
 * with none (so does one reloaded past its cache, Shift+Reload). msw's start, finding a registration
 * but no controlling worker, calls `location.reload()` and carries on: the app's first API calls reach
 * the static host (a 404 each) before the page loads a second time, losing what the shopper had done.
 * Finding no registration, it registers afresh, and a registration revived from its unregistering
 * takes no page at all. So the page registers the worker itself and asks it to claim the page
 * (public/mock-api-worker.js does), before msw looks.
 */

/** The message public/mock-api-worker.js answers by claiming its pages; it replies on the port sent. */
const CLAIM_PAGE = 'food-store:claim-page';

/** Claims that do not take the page before the start is left to msw (which reloads it, as before). */
const CLAIM_ATTEMPTS = 3;

/** The registration's worker once it is active: msw's own worker skips waiting. */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker || worker.state === 'activated') return Promise.resolve(registration.active);
  return new Promise((settle) => {
    const changed = () => {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      worker.removeEventListener('statechange', changed);
      settle(registration.active);
    };
    worker.addEventListener('statechange', changed);
  });
}

/** Asks `worker` to claim its pages; settles once this page is controlled or the worker has replied. */
function claim(worker: ServiceWorker): Promise<void> {
  const container = navigator.serviceWorker;
  const { port1, port2 } = new MessageChannel();
  return new Promise<void>((settle) => {
    const done = () => {
      container.removeEventListener('controllerchange', done);
      port1.close();
      settle();
    };
    container.addEventListener('controllerchange', done);
    port1.addEventListener('message', done);
    port1.start();
    worker.postMessage(CLAIM_PAGE, [port2]);
  });
}

/** Registers `scriptUrl` for `scope` and waits until it controls the page, if it does not already. */
export async function controlledByWorker(scriptUrl: string, scope: string): Promise<void> {
  const container = navigator.serviceWorker;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS && !container.controller; attempt += 1) {
    // Also revives a registration its worker has just unregistered, which no page could match.
    const worker = await activated(await container.register(scriptUrl, { scope }));
    if (worker && !container.controller) await claim(worker);
  }
}
