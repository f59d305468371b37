// The demo ships the API reference (api-docs.mjs) and the designers' Storybook (storybook-static.mjs)
// beside the app, at api-docs/ and storybook/.
import { buildApiDocs } from './api-docs.mjs';
import { buildStorybook } from './storybook-static.mjs';

export function demoCompanions() {
  let outDir = '';
  return {
    name: 'food-store-demo-companions',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'demo',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: () => {
      buildApiDocs(outDir);
      buildStorybook(outDir);
    },
  };
}
