import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from '@/app/app';
import { createAppRouter } from '@/routes/-lib/router';
import { makeStore } from '@/store/store';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { api } from '@/lib/api/base-api';

/**
 * Build time only, in Node, with the mock backend answering (vite-plugins/prerender-shell.mjs): the
 * home page as the app on its mocks shows it to a visitor with no session and no cart, while its first calls are
 * in flight: the bar as it is while the mock backend starts, and the Loading overlay over the page
 * (where the root layout has it), until the app shows the page with its own answers.
 */
export async function renderHomePage(): Promise<string> {
  const store = makeStore();
  const starting = new Promise<never>(() => {});
  const router = createAppRouter({ store, demo: starting }, createMemoryHistory({ initialEntries: ['/'] }));
  await router.load();
  const markup =
    renderToString(<App store={store} router={router} />) + renderToString(<LoadingOverlay visible />);
  // The answers' cache timers (a minute each) would otherwise keep the build's process waiting.
  store.dispatch(api.util.resetApiState());
  return markup;
}
