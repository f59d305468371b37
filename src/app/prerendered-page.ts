import type { AnyRouter } from '@tanstack/react-router';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';

/**
 * How long a first visit without a prerendered page may stay blank while the router loads its page.
 * The landing page's calls left with index.html (src/boot/early-requests.ts), so they have usually
 * been answered by the time the app's code has run; a slow or hanging server gets the app's header and
 * pending page after this, as any navigation would.
 */
export const FIRST_LOAD_WAIT_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * With the mocks on, index.html holds the home page as the build rendered it (scripts/lib/
 * prerender-shell.mjs). Where it shows, the app's first render replaces it with the same page in the
 * same place, not with a pending one over a blank: so `render` waits until the router has loaded the
 * page (the mock backend started and answered). Where it is hidden (src/boot/prerender-guard.ts), the
 * app renders at once. Either way the render commits in this task and the page loses its mark in the
 * same one: no frame shows the hidden home page unhidden before the app's own page replaces it.
 *
 * Without a prerendered page (a real server's build) nothing is on screen to replace. The first render
 * waits for the router's first load, up to FIRST_LOAD_WAIT_MS, and is a transition: React builds the
 * whole page in slices and lets input and the browser's other work in between. Rendered before the
 * load, the shell came first and the page's data then rendered it again in one task of about 200 ms
 * on a phone (the router's state reaches React through useSyncExternalStore, which never slices).
 */
export async function takeOverPrerenderedPage(container: HTMLElement, router: AnyRouter, render: () => void) {
  if (!container.hasAttribute('data-prerendered')) {
    await Promise.race([router.load().catch(() => undefined), delay(FIRST_LOAD_WAIT_MS)]);
    return startTransition(render);
  }
  // A failed load is the page's to show, once the app renders it.
  if (document.documentElement.dataset.prerender !== 'off') await router.load().catch(() => undefined);
  flushSync(render);
  container.removeAttribute('data-prerendered');
}
