import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'react-redux';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
