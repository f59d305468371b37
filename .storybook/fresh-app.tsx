import type { Decorator, Loader } from '@storybook/react-vite';
import { RouterContextProvider } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { Provider } from 'react-redux';
import { resetDb } from '@mocks/db';
import { createTestApp } from '@/testing/app-factory';
import type { StoredState, TestApp } from '@/testing/app-factory';
import { toolbarStorage } from './toolbar';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** What the browser had stored (`User`, `Cart`) before the story opens the app. */
    storage?: StoredState;
    /** Where the story's memory router starts; page stories render the app there. */
    url?: string;
  }
}

/**
 * Every story starts from nothing: a fresh store (so no RTK Query cache leaks between stories,
 * msw-storybook-addon#82), a seeded mock db, empty storage (but the toolbar's cart where the story
 * stores none), no toasts left over, and one router.
 */
export const freshApp: Loader = async ({ parameters, globals }) => {
  localStorage.clear();
  sessionStorage.clear();
  resetDb();
  toast.remove();
  return (await createTestApp(
    parameters.url ?? '/',
    toolbarStorage(globals, parameters.storage),
  )) satisfies TestApp;
};

/** The store and a memory router around every story, so `<Link>` and store hooks work in isolation. */
export const withApp: Decorator = (Story, { loaded }) => {
  const { store, router } = loaded as TestApp;
  return (
    <Provider store={store}>
      <RouterContextProvider router={router}>
        <Story />
      </RouterContextProvider>
    </Provider>
  );
};
