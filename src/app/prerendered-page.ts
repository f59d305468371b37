import type { AnyRouter } from '@tanstack/react-router';

/**
 * With the mocks on, index.html holds the home page as the build rendered it (scripts/lib/
 * prerender-shell.mjs). Where it shows, the app's first render replaces it with the same page in the
 * same place, not with a pending one over a blank: so the first render waits until the router has
 * loaded the page (the mock backend started and answered). Then the container is the app's.
 */
export async function whenPrerenderedPageCanGo(container: HTMLElement, router: AnyRouter) {
  if (!container.hasAttribute('data-prerendered')) return;
  // A failed load is the page's to show, once the app renders it.
  if (document.documentElement.dataset.prerender !== 'off') await router.load().catch(() => undefined);
  container.removeAttribute('data-prerendered');
}
