import type { Decorator, Loader } from '@storybook/react-vite';
import { RouterContextProvider } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { Provider } from 'react-redux';
import { resetDb } from '@mocks/db';
import { makeRepeatable } from '@mocks/http/repeatable';
import { ToastLifetime } from '@/lib/toast/toast-lifetime';
import { createTestApp } from '@/testing/app-factory';
import { stopTestApps } from '@/testing/running-apps';
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

/** When the mock server's clock starts in every story: a Monday lunchtime. */
const STORY_CLOCK_START = new Date('2026-06-01T12:00:00Z');

/**
 * Every story starts from nothing: a fresh store (so no RTK Query cache leaks between stories,
 * msw-storybook-addon#82), a seeded mock db, empty storage (but the toolbar's cart where the story
 * stores none), no toasts left over, and one router. The mock server's clock and new ids run the
 * same sequence in every story, so dates and order numbers look the same on every run.
 */
export const freshApp: Loader = async ({ parameters, globals }) => {
  await stopTestApps();
  localStorage.clear();
  sessionStorage.clear();
  resetDb();
  makeRepeatable(STORY_CLOCK_START);
  toast.remove();
  return (await createTestApp(
    parameters.url ?? '/',
    toolbarStorage(globals, parameters.storage),
  )) satisfies TestApp;
};

/**
 * The store and a memory router around every story, so `<Link>` and store hooks work in isolation.
 * Toasts stay up until dismissed: a story settles with its toast on screen.
 */
export const withApp: Decorator = (Story, { loaded }) => {
  const { store, router } = loaded as TestApp;
  return (
    <Provider store={store}>
      <RouterContextProvider router={router}>
        <ToastLifetime value={Infinity}>
          <Story />
        </ToastLifetime>
      </RouterContextProvider>
    </Provider>
  );
};
