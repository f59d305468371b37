import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { createTestApp } from './app-factory';
import type { StoredState } from './app-factory';

/** Renders the whole app (real store, router, layout) at `url`, as a shopper would open it. */
export async function renderRoute(url: string, stored: StoredState = {}) {
  const { store, router } = await createTestApp(url, stored);
  const user = userEvent.setup();
  const view = render(<App store={store} router={router} />);
  return { ...view, store, router, user };
}
