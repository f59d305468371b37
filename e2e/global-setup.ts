import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { handlers } from '@mocks/handlers';
import { createMockServer } from '@mocks/server/create-server';
import { serveStatic } from '../scripts/lib/static-server.mjs';
import type { StaticServer } from '../scripts/lib/static-server.mjs';

export const DEMO_BASE_PATH = '/demo/food-store/';

/** The app built against a "real" server on another origin: the standalone mock API. */
async function startRealServerMode(): Promise<{
  app: StaticServer;
  api: ReturnType<typeof createMockServer>;
}> {
  // The app's origin is known once its server listens: the API allows exactly that one.
  let appOrigin = '';
  const api = createMockServer(handlers, (origin) => origin === appOrigin);
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  execFileSync('npx', ['vite', 'build', '--outDir', 'dist-e2e-real', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: apiUrl },
  });
  const app = await serveStatic('dist-e2e-real');
  appOrigin = new URL(app.url).origin;
  return { app, api };
}

/**
 * Serves the production build at /, the stakeholder demo under a sub-path (as static hosts would),
 * and a build pointed at a separate API origin.
 */
export default async function setup(project: TestProject) {
  const app: StaticServer = await serveStatic('dist');
  const demo: StaticServer = await serveStatic('dist-demo', { basePath: DEMO_BASE_PATH });
  const real = await startRealServerMode();
  project.provide('appUrl', app.url);
  project.provide('demoUrl', demo.url);
  project.provide('realServerAppUrl', real.app.url);
  return async () => {
    await app.close();
    await demo.close();
    await real.app.close();
    await new Promise((done) => real.api.close(done));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    demoUrl: string;
    realServerAppUrl: string;
  }
}
