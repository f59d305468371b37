import type { StorybookConfig } from '@storybook/react-vite';

// @storybook/react-vite merges vite.config.ts, so the `@`/`@mocks` aliases and the router plugin apply.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // mockServiceWorker.js and the dish images under images/foods/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
