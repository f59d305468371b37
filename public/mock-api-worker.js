/*
 * The mock backend's service worker in the app: msw's own worker (mockServiceWorker.js, which
 * `msw init` regenerates) behind one filter. msw's worker hands every request of its pages to the
 * page, to be matched against the mock handlers on its main thread, and hands every answer back to
 * the page as well: work on the main thread for each picture, script and map tile. Only API calls
 * (a path with /api/, as mocks/http/api-request.ts tells them) have handlers, so every other request
 * goes straight to the network, as it would without the mocks.
 */
self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.includes('/api/')) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
