/**
 * Lets start-up hold API requests (e.g. until the mock service worker is ready) without holding the
 * first paint: the shell renders at once and the Loading overlay covers the wait.
 */
let gate: Promise<unknown> = Promise.resolve();

export function holdRequestsUntil(ready: Promise<unknown>): void {
  gate = ready;
}

export function requestsReady(): Promise<unknown> {
  return gate;
}
