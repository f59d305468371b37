import type { Decorator, Loader } from '@storybook/react-vite';
import { RouterContextProvider, createMemoryHistory } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { Provider } from 'react-redux';
import { resetDb } from '@mocks/db';
import { createAppRouter } from '@/app/router';
import { makeStore, rehydrate } from '@/app/store';
import type { AppStore } from '@/app/store';
import { seedStorage } from '@/testing/render-route';
import type { StoredState } from '@/testing/render-route';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** What the browser had stored (`User`, `Cart`) before the story opens the app. */
    storage?: StoredState;
    /** Where the story's memory router starts; page stories render the app there. */
    url?: string;
  }
}

interface StoryApp {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Every story starts from nothing: a fresh store (so no RTK Query cache leaks between stories,
 * msw-storybook-addon#82), a seeded mock db, empty storage, no toasts left over, and one router.
 */
export const freshApp: Loader = async ({ parameters }) => {
  localStorage.clear();
  sessionStorage.clear();
  resetDb();
  toast.remove();
  seedStorage(parameters.storage ?? {});
  const store = makeStore();
  await rehydrate(store);
  const history = createMemoryHistory({ initialEntries: [parameters.url ?? '/'] });
  const router = createAppRouter({ store, demo: null }, history);
  return { store, router } satisfies StoryApp;
};

/** The store and a memory router around every story, so `<Link>` and store hooks work in isolation. */
export const withApp: Decorator = (Story, { loaded }) => {
  const { store, router } = loaded as StoryApp;
  return (
    <Provider store={store}>
      <RouterContextProvider router={router}>
        <Story />
      </RouterContextProvider>
    </Provider>
  );
};
