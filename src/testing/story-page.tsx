import { useRouter } from '@tanstack/react-router';
import { useStore } from 'react-redux';
import { App } from '@/app/app';
import type { AppStore } from '@/store/store';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * The whole app (layout, routes, loaders) on the story's own store and router, which starts at
 * `parameters.url`: a page story.
 */
export function AppPage() {
  return <App store={useAppStore()} router={useRouter()} />;
}

/** Page stories: the whole screen, where (unlike a lone component) everything must sit in a landmark. */
export function pageParameters() {
  return {
    layout: 'fullscreen',
    a11y: {
      config: { rules: [{ id: 'region', enabled: true }] },
      // Storybook's own links precede the app's skip link, so axe would take it for loose content.
      context: { exclude: ['a[href="#main"]'] },
    },
  };
}
