import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { handlers } from '@mocks/handlers';
import { createMockServer } from '@mocks/server/create-server';
import { serveStatic } from '../scripts/lib/static-server.mjs';
import type { StaticServer } from '../scripts/lib/static-server.mjs';
import { buildAll, viteBuild } from '../scripts/lib/vite-build.mjs';

export const DEMO_BASE_PATH = '/demo/food-store/';

/**
 * Where the fault-matrix build goes: under node_modules/.cache, which lint, formatting and git all skip,
 * one folder per run (removed afterwards), so a second run in the same tree cannot empty it midway.
 */
const FAULTS_OUT_DIR = `node_modules/.cache/food-store/dist-e2e-faults-${process.pid}`;

/**
 * A production build of the app pointed at `apiUrl`, with extra build-time settings. NODE_ENV is set
 * because Vitest's `test` would otherwise reach the build and bundle React's development code.
 */
function buildAgainst(apiUrl: string, outDir: string, env: Record<string, string> = {}) {
  return viteBuild(['--outDir', outDir], { NODE_ENV: 'production', VITE_API_BASE_URL: apiUrl, ...env });
}

/**
 * The app built against a "real" server on another origin: the standalone mock API. Two builds use
 * it: the real-server build, and the fault matrix's, whose calls time out after 2.5 s instead of 15 s
 * (e2e/faults-*.e2e.ts inject the faults with page.route, which sees cross-origin API requests).
 */
async function startRealServerMode(): Promise<{
  app: StaticServer;
  faultsApp: StaticServer;
  api: ReturnType<typeof createMockServer>;
  apiUrl: string;
}> {
  // The apps' origins are known once their servers listen: the API allows exactly those.
  const appOrigins = new Set<string>();
  const api = createMockServer(handlers, (origin) => appOrigins.has(origin));
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  await buildAll([
    buildAgainst(apiUrl, 'dist-e2e-real'),
    buildAgainst(apiUrl, FAULTS_OUT_DIR, { VITE_API_TIMEOUT_MS: '2500' }),
  ]);
  const app = await serveStatic('dist-e2e-real');
  const faultsApp = await serveStatic(FAULTS_OUT_DIR);
  appOrigins.add(new URL(app.url).origin);
  appOrigins.add(new URL(faultsApp.url).origin);
  return { app, faultsApp, api, apiUrl };
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
  project.provide('faultsAppUrl', real.faultsApp.url);
  project.provide('apiUrl', real.apiUrl);
  return async () => {
    await app.close();
    await demo.close();
    await real.app.close();
    await real.faultsApp.close();
    rmSync(FAULTS_OUT_DIR, { recursive: true, force: true });
    await new Promise((done) => real.api.close(done));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    demoUrl: string;
    realServerAppUrl: string;
    /** The fault matrix's build: the real-server build with a 2.5 s call timeout. */
    faultsAppUrl: string;
    /** The standalone mock API both real-server builds call, for tests to prepare state from Node. */
    apiUrl: string;
  }
}
