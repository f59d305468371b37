import type { StorybookConfig } from '@storybook/react-vite';

// @storybook/react-vite merges vite.config.ts, so the `@`/`@mocks` aliases and the router plugin apply.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The Foundations pages (src/foundations/*.mdx) come first in the sidebar, then the stories.
  stories: ['../src/foundations/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // mockServiceWorker.js and the dish images under images/foods/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
