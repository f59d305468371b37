import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDb } from '@mocks/db';
import { resetClock } from '@mocks/http/repeatable';
import { server } from '@mocks/node';
import { stopTestApps } from './running-apps';

// findBy and waitFor give up after 1 s by default: far too soon on a busy machine. A test that passes
// never waits this long; one that fails says so after it.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no scrolling; the router restores scroll positions on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// jsdom has no matchMedia; react-hot-toast asks it whether motion should be reduced.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no modal dialogs: showModal() and close() only open and close it, with the close event
// the browser queues as a task (focus, Escape and the inert page behind are Chromium's, tested in
// stories).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}

// Only the network is mocked, and an unmocked request fails the test instead of passing silently.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  await stopTestApps();
  // react-hot-toast keeps its toasts in module state, which would leak into the next test.
  toast.remove();
  server.resetHandlers();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  resetDb();
  // A test that moved the mock server's clock on leaves the next one real time.
  resetClock();
});

// The next file runs in the same worker and, when it is a jsdom file, the same document (isolate:
// false in vitest.config.ts): it starts as a fresh one would, at the same address, with a real clock.
const FIRST_ADDRESS = Symbol.for('food-store.test.first-address');
const firstAddress: string | undefined = ((globalThis as Record<symbol, string | undefined>)[
  FIRST_ADDRESS
] ??= globalThis.location?.href);

function freshDocument() {
  const { documentElement: root, head, body } = document;
  head.replaceChildren();
  body.replaceChildren();
  root.replaceChildren(head, body);
  for (const element of [root, head, body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  if (firstAddress) window.history.replaceState(null, '', firstAddress);
}

afterAll(() => {
  server.close();
  vi.useRealTimers();
  if (typeof document !== 'undefined') freshDocument();
});
