// The standalone mock API (mocks/server.ts) as the real-server build's backend: on another origin,
// without latency, so the figures are the app's and not the mock's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const TSX = join('node_modules', '.bin', 'tsx');
const LISTENING = /listening on (http:\/\/\S+)/;
const STOP_GRACE_MS = 5_000;

/**
 * Starts the mock API on `port` (0: a free one) allowing calls from `origins`, with the named
 * scenario if any; resolves once it listens, with its URL and a `stop()`.
 */
export function startMockApi({ port = 0, origins, scenario }) {
  const child = spawn(TSX, ['mocks/server.ts'], {
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      MOCK_CORS_ORIGINS: origins.join(','),
      MOCK_LATENCY_MS: '0',
      ...(scenario ? { MOCK_SCENARIO: scenario } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = LISTENING.exec(output);
      if (match) resolve({ url: match[1], stop });
    });
    void exited.then((code) =>
      reject(
        new Error(`The mock API stopped before listening (exit ${code}).${output ? `\n${output}` : ''}`),
      ),
    );
  });
}
