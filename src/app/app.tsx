import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { Provider } from 'react-redux';
import type { AppStore } from '@/store/store';

export function App({ store, router }: { store: AppStore; router: AnyRouter }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
