import type { AnyRouter } from '@tanstack/react-router';
import { startTransition, useLayoutEffect } from 'react';
import { mocksEnabled } from '@/config/env';

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
 * app renders at once. Either way the render is a transition, built in slices while the prerendered
 * page stays, and the page loses its mark in the commit that replaces it (`render` puts OnFirstCommit
 * in the app): no frame shows the hidden home page unhidden, or half of one page and half of the other.
 * Rendered in one task, the demo's takeover blocked a phone's main thread for about 450 ms.
 *
 * Without a prerendered page (a real server's build) nothing is on screen to replace. The first render
 * waits for the router's first load, up to FIRST_LOAD_WAIT_MS, and is a transition: React builds the
 * whole page in slices and lets input and the browser's other work in between. Rendered before the
 * load, the shell came first and the page's data then rendered it again in one task of about 200 ms
 * on a phone (the router's state reaches React through useSyncExternalStore, which never slices).
 */
export async function takeOverPrerenderedPage(
  container: HTMLElement,
  router: AnyRouter,
  render: (onFirstCommit: () => void) => void,
) {
  // A failed load is the page's to show, once the app renders it.
  const load = () => router.load().catch(() => undefined);
  // Only a build with the mocks on prerenders (vite.config.ts): a real server's build carries none of the takeover.
  if (!mocksEnabled || !container.hasAttribute('data-prerendered')) {
    await Promise.race([load(), delay(FIRST_LOAD_WAIT_MS)]);
    return startTransition(() => render(() => undefined));
  }
  const carryFields = followPrerenderedFields(container);
  if (document.documentElement.dataset.prerender !== 'off') await load();
  await new Promise<void>((committed) =>
    startTransition(() =>
      render(() => {
        container.removeAttribute('data-prerendered');
        carryFields();
        committed();
      }),
    ),
  );
}

/**
 * The prerendered page's fields (the search box) take typing before the app's code has arrived, and
 * the app's page replaces them: this follows them from now on, and the function returned, called in
 * the commit that replaced them, puts what the shopper typed into the app's fields of the same id,
 * and the focus and caret where they were. The app's fields must be uncontrolled (their value the
 * browser's), so that nothing sets them back.
 */
export function followPrerenderedFields(container: HTMLElement): () => void {
  const fields = [...container.querySelectorAll('input')].filter((field) => field.id !== '');
  let focused = fields.find((field) => field === document.activeElement);
  const focusIn = ({ target }: FocusEvent) => {
    focused = fields.find((field) => field === target);
  };
  // Chromium blurs a focused field as the commit removes it, and that focus must carry over. So a
  // blur is judged once the code that caused it has run (a microtask), after the whole commit: a
  // field the commit removed has left the document; one still in place was left by the shopper.
  const focusOut = ({ target }: FocusEvent) =>
    queueMicrotask(() => {
      if (target === focused && focused.isConnected) focused = undefined;
    });
  container.addEventListener('focusin', focusIn);
  container.addEventListener('focusout', focusOut);
  return () => {
    container.removeEventListener('focusin', focusIn);
    container.removeEventListener('focusout', focusOut);
    for (const prerendered of fields) {
      const field = document.getElementById(prerendered.id);
      if (!(field instanceof HTMLInputElement) || field === prerendered) continue;
      if (prerendered.value !== prerendered.defaultValue) field.value = prerendered.value;
      if (prerendered !== focused) continue;
      field.focus({ preventScroll: true });
      const { selectionStart, selectionEnd, selectionDirection } = prerendered;
      if (selectionStart !== null && selectionEnd !== null)
        field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    }
  };
}

/** Calls `onCommit` in the commit that first puts the app in the document, before that is painted. */
export function OnFirstCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}
