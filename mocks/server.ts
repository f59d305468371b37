/**
 * `npm run mock-server`: the mock API as a standalone HTTP server, for clients other than the app.
 * MOCK_PORT (default 9090; 0 picks a free one), MOCK_HOST (default 127.0.0.1: this machine only),
 * MOCK_CORS_ORIGINS (web origins allowed to call it, comma-separated; default the dev and preview
 * servers), MOCK_LATENCY_MS (default 0), MOCK_SCENARIO (a name from mocks/scenarios.ts), and for the
 * chaos scenario MOCK_CHAOS_SEED (default random, printed) and MOCK_CHAOS_RATE (default 0.2).
 */
import { handlersWith } from './handlers';
import { setLatency } from './latency';
import { isScenarioName, SCENARIO_NAMES, scenarios } from './scenarios';
import { drawChaosSeed, parseChaosSettings, setChaos } from './scenarios/chaos';
import { allowOrigins, DEFAULT_CORS_ORIGINS, ORIGINS_VARIABLE, parseOrigins } from './server/cors';
import { createMockServer } from './server/create-server';

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got "${raw}".`);
    process.exit(2);
  }
  return value;
}

const scenario = process.env.MOCK_SCENARIO?.trim() || null;
if (scenario !== null && !isScenarioName(scenario)) {
  console.error(`Unknown MOCK_SCENARIO "${scenario}". Known: ${SCENARIO_NAMES.join(', ')}.`);
  process.exit(2);
}

setLatency(wholeNumber('MOCK_LATENCY_MS', 0));

// The chaos scenario's run: MOCK_CHAOS_SEED picks which calls fail (the same seed, the same calls).
let chaosNote = '';
if (scenario === 'chaos') {
  const { settings, problems } = parseChaosSettings(
    process.env.MOCK_CHAOS_SEED,
    process.env.MOCK_CHAOS_RATE,
    drawChaosSeed,
  );
  if (problems.length > 0) {
    console.error(`${problems.join(' ')} Set MOCK_CHAOS_SEED and MOCK_CHAOS_RATE accordingly.`);
    process.exit(2);
  }
  setChaos(settings);
  chaosNote = `, seed ${settings.seed}, rate ${settings.rate}: MOCK_CHAOS_SEED=${settings.seed} replays it`;
}
const listed = process.env[ORIGINS_VARIABLE];
const { origins, warnings } = parseOrigins(listed?.split(',') ?? DEFAULT_CORS_ORIGINS);
for (const warning of warnings) console.warn(`Warning: ${warning}`);

// Each refused page once: a newcomer's client on an unlisted origin is the usual first puzzle.
const told = new Set<string>();
function tellRefused(origin: string) {
  if (told.has(origin)) return;
  told.add(origin);
  const allowAlso = [...origins, origin].join(',');
  console.warn(
    `Refused a call from ${origin}: it is not in ${ORIGINS_VARIABLE}, so browsers keep its pages out. ` +
      `To allow it, restart with ${ORIGINS_VARIABLE}=${allowAlso}`,
  );
}

const server = createMockServer(
  handlersWith(scenario ? scenarios[scenario].handlers : []),
  allowOrigins(origins),
  { onRefusedOrigin: tellRefused },
);
// A mock with demo accounts is for this machine; listening further out is a choice (MOCK_HOST=0.0.0.0).
const host = process.env.MOCK_HOST?.trim() || '127.0.0.1';

server.listen(wholeNumber('MOCK_PORT', 9090), host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : address;
  const note = scenario ? ` (scenario: ${scenario}${chaosNote})` : '';
  process.stdout.write(`Food Store mock API listening on http://${host}:${port}${note}\n`);
  const allowed =
    origins.length > 0 ? origins.join(', ') : 'none (only clients that are no web page, e.g. curl)';
  const source = listed === undefined ? ` (the default; set ${ORIGINS_VARIABLE} to change it)` : '';
  process.stdout.write(`Web pages allowed to call it (${ORIGINS_VARIABLE}): ${allowed}${source}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
