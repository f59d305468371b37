import type { AnyRouter } from '@tanstack/react-router';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';

/**
 * With the mocks on, index.html holds the home page as the build rendered it (scripts/lib/
 * prerender-shell.mjs). Where it shows, the app's first render replaces it with the same page in the
 * same place, not with a pending one over a blank: so `render` waits until the router has loaded the
 * page (the mock backend started and answered). Where it is hidden (src/boot/prerender-guard.ts), the
 * app renders at once. Either way the render commits in this task and the page loses its mark in the
 * same one: no frame shows the hidden home page unhidden before the app's own page replaces it.
 *
 * Without a prerendered page (a real server's build) nothing is on screen to replace, and the first
 * render is a transition: React builds the page in slices and lets input and the browser's other
 * work in between, where one task would block a phone's main thread for a few hundred milliseconds.
 */
export async function takeOverPrerenderedPage(container: HTMLElement, router: AnyRouter, render: () => void) {
  if (!container.hasAttribute('data-prerendered')) return startTransition(render);
  // A failed load is the page's to show, once the app renders it.
  if (document.documentElement.dataset.prerender !== 'off') await router.load().catch(() => undefined);
  flushSync(render);
  container.removeAttribute('data-prerendered');
}
