// The two builds the bench compares, in its own folders (never dist*/, which others use), and the
// servers that make them reachable: each build on a gzipping static server, the real-server build's
// API on the standalone mock.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { startMockApi } from './mock-api.mjs';

const CACHE = 'node_modules/.cache/food-store';
const REAL_DIR = `${CACHE}/bench-real`;
const DEMO_DIR = `${CACHE}/bench-demo`;
// The real-server build has its API's address compiled in: `--no-build` must start the API there again.
const BUILD_RECORD = `${CACHE}/bench-build.json`;

function viteBuild(outDir, args, env) {
  // NODE_ENV: a caller's `test` or `development` would bundle React's development code.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
}

function readBuildRecord() {
  if (!existsSync(BUILD_RECORD) || !existsSync(REAL_DIR) || !existsSync(DEMO_DIR)) {
    throw new Error('No earlier bench builds to reuse: run the bench once without --no-build.');
  }
  return JSON.parse(readFileSync(BUILD_RECORD, 'utf8'));
}

/**
 * Builds both modes (unless `reuse`) and serves them. The real-server site's API runs on the default
 * menu; `switchScenario` restarts it on the same address with another (the built app cannot move).
 * Everything started is stopped by `close()`.
 */
export async function startSites({ reuse, log }) {
  const started = [];
  const close = async () => {
    for (const stop of started.reverse()) await stop().catch(() => {});
  };
  try {
    const realApp = await serveStatic(REAL_DIR, { compress: true });
    started.push(realApp.close);
    const demoApp = await serveStatic(DEMO_DIR, { compress: true });
    started.push(demoApp.close);
    const origins = [new URL(realApp.url).origin];
    const record = reuse ? readBuildRecord() : undefined;
    let api = await startMockApi({ port: record?.apiPort ?? 0, origins });
    const apiPort = Number(new URL(api.url).port);
    const stopApi = () => api.stop();
    started.push(stopApi);

    if (!reuse) {
      log(`building the real-server app against the mock API at ${api.url}`);
      viteBuild(REAL_DIR, [], { VITE_API_BASE_URL: api.url });
      log('building the demo (vite build --mode demo; it builds Storybook beside it, which is slow)');
      viteBuild(DEMO_DIR, ['--mode', 'demo'], {});
      writeFileSync(BUILD_RECORD, `${JSON.stringify({ apiPort, builtAt: new Date().toISOString() })}\n`);
    }

    const real = {
      mode: 'real',
      title: 'real server',
      url: realApp.url,
      hashRouting: false,
      imageBase: `${api.url}/`,
      // The same address after a switch: the API restarts on its port.
      apiUrl: api.url,
      switchScenario: async (scenario) => {
        await api.stop();
        api = await startMockApi({ port: apiPort, origins, scenario });
      },
    };
    // The demo picks a scenario from its URL (mocks/scenario-choice.ts); its base is relative.
    const demo = {
      mode: 'demo',
      title: 'demo',
      dir: DEMO_DIR,
      url: demoApp.url,
      hashRouting: true,
      imageBase: demoApp.url,
    };
    return { sites: [real, demo], close };
  } catch (error) {
    await close();
    throw error;
  }
}
