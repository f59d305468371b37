/*
 * The mock backend's service worker in the app: msw's own worker (mockServiceWorker.js, which
 * `msw init` regenerates) behind one filter, and claiming a page that asks. msw's worker hands every request of its pages to the
 * page, to be matched against the mock handlers on its main thread, and hands every answer back to
 * the page as well: work on the main thread for each picture, script and map tile. Only API calls
 * (a path with /api/, as mocks/http/api-request.ts tells them) have handlers, so every other request
 * goes straight to the network, as it would without the mocks.
 */
// A page that began without this worker asks for it (mocks/controlled-page.ts): msw's start would
// otherwise reload it, after its first API calls had gone to the network. The reply, sent once the
// claim is done or refused, lets the page try again rather than wait for a worker that never came.
self.addEventListener('message', (event) => {
  if (event.data !== 'food-store:claim-page') return;
  const [reply] = event.ports;
  event.waitUntil(
    self.clients
      .claim()
      .catch(() => undefined)
      .then(() => reply?.postMessage('claimed')),
  );
});

self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.includes('/api/')) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
