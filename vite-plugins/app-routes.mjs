// TanStack Router's file-based routes (src/routes/), each page's code split apart. Error and
// not-found pages stay with the route tree: they must show when a page's code cannot load.
import { tanstackRouter } from '@tanstack/router-plugin/vite';

export const appRoutes = () =>
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    codeSplittingOptions: { defaultBehavior: [['component']] },
  });
