import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the size check; it has no type declarations.
import { serveStatic } from '../scripts/lib/static-server.mjs';

export const DEMO_BASE_PATH = '/demo/food-store/';

interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the production build at / and the stakeholder demo under a sub-path, as static hosts would. */
export default async function setup(project: TestProject) {
  const app: StaticServer = await serveStatic('dist');
  const demo: StaticServer = await serveStatic('dist-demo', { basePath: DEMO_BASE_PATH });
  project.provide('appUrl', app.url);
  project.provide('demoUrl', demo.url);
  return async () => {
    await app.close();
    await demo.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    demoUrl: string;
  }
}
