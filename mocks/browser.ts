/**
 * Starts the mock backend in the browser (a service worker), for `npm start` and the static demo.
 * Loaded by src/main.tsx through a dynamic import only, so none of this is in the app's first chunk.
 */
import { type SetupWorker, setupWorker } from 'msw/browser';
import type { DemoStateOpened, DemoStateShare, DemoStateTools } from '@contract/demo';
import { controlledByWorker } from './controlled-page';
import { resetDb } from './db';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { handlersWith } from './handlers';
import { setAssetBase } from './http/asset-base';
import { loadEveryCall } from './http/route';
import { recordApiCalls } from './request-log/capture';
import { createRequestLog, type RecordingLog } from './request-log/log';
import { DEFAULT_BROWSER_LATENCY_MS, setLatency } from './latency';
import { chooseChaos, chooseScenario, requested } from './scenario-choice';
import { SCENARIO_NAMES, scenarios, type ScenarioName } from './scenarios';
import { type ChaosSettings, setChaos } from './scenarios/chaos';
import { rememberedLatency } from './share/tab-latency';

export interface MockRuntime {
  scenario: ScenarioName | null;
  scenarios: { name: ScenarioName; label: string; description: string }[];
  demoAccounts: typeof DEMO_ACCOUNTS;
  /** Forgets registered users, sessions and orders: back to the seed (and empties the request log). */
  resetDemoData(): void;
  requestLog: RecordingLog;
  state: DemoStateShare;
  /**
   * Loads the code of the calls no first page makes (signing in, ordering, paying: they load with
   * their first use), for the app's precache of the code it will need: offline, the demo still signs
   * in and orders.
   */
  loadEveryCall(): Promise<unknown>;
}

/** msw's worker behind a filter that sends what is not an API call straight to the network. */
const WORKER_SCRIPT = 'mock-api-worker.js';

function sessionStorageOrNull() {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** Why the worker did not start, in words that say what to do. */
function startFailure(cause: unknown): string {
  const reason = cause instanceof Error ? cause.message : '';
  if (!navigator.onLine || reason.includes('fetching the script'))
    return 'The demo backend could not be downloaded. Check your connection, then reload the page.';
  return (
    'This browser refused the service worker the demo runs on (private windows and some privacy ' +
    'settings do). Open the demo in a normal window.'
  );
}

/**
 * On every start msw asks the browser to check its worker for an update without handling a
 * failure (mswjs/msw#2006): a check cut short by a reload or a dropped network rejects unhandled,
 * though the running worker is fine. Only that rejection is silenced; the next start checks again.
 */
export function ignoreWorkerUpdateFailure(event: PromiseRejectionEvent) {
  const { reason } = event;
  if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
    event.preventDefault();
  }
}

function startChaos(): ChaosSettings {
  const { settings, problems } = chooseChaos(new URL(window.location.href), sessionStorageOrNull());
  for (const problem of problems) console.warn(`[mocks] ${problem}`);
  setChaos(settings);
  console.warn(
    `[mocks] Chaos scenario: seed ${settings.seed}, rate ${settings.rate}. ` +
      `Add ?scenario=chaos&seed=${settings.seed}&rate=${settings.rate} to a link to meet the same failures.`,
  );
  return settings;
}

/** The request log, kept for the tab when the page goes away (a scenario switch reloads it). */
function startRequestLog(events: SetupWorker['events'], scenario: ScenarioName | null) {
  const log = createRequestLog(sessionStorageOrNull());
  recordApiCalls(events, log, scenario);
  globalThis.addEventListener('pagehide', log.save);
  return log;
}

export async function startMockWorker(options: { latencyMs?: number } = {}): Promise<MockRuntime> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) {
    throw new Error(
      'The demo backend needs service workers, which this browser only allows on https:// or ' +
        'http://localhost. Open the app from such an address (or in a non-private window).',
    );
  }
  // Resolved against the page, so a demo under a sub-path (base './') finds its worker and images.
  const base = new URL(import.meta.env.BASE_URL, window.location.href);
  setAssetBase(base.href);
  const storage = sessionStorageOrNull();
  setLatency(rememberedLatency(storage) ?? options.latencyMs ?? DEFAULT_BROWSER_LATENCY_MS);

  let opened = await openNamedState(storage, base.href);
  // Loaded on first use, once.
  let tools: Promise<DemoStateTools> | undefined;
  const scenario = chooseScenario(new URL(window.location.href), storage);
  const chaos = scenario === 'chaos' ? startChaos() : null;
  globalThis.addEventListener('unhandledrejection', ignoreWorkerUpdateFailure);
  const worker = setupWorker(...handlersWith(scenario ? scenarios[scenario].handlers : []));
  const requestLog = startRequestLog(worker.events, scenario);
  const serviceWorker = { url: new URL(WORKER_SCRIPT, base).href, options: { scope: base.pathname } };
  try {
    await controlledByWorker(serviceWorker.url, serviceWorker.options.scope);
    await worker.start({
      serviceWorker,
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  } catch (cause) {
    // msw's own words name its internals; the shopper needs to know what to do instead. main.tsx
    // logs this error, and msw's with it as the cause, for developers.
    throw new Error(startFailure(cause), { cause });
  }
  return {
    scenario,
    scenarios: SCENARIO_NAMES.map((name) => ({
      name,
      label: scenarios[name].label,
      description: scenarios[name].description,
    })),
    demoAccounts: DEMO_ACCOUNTS,
    resetDemoData: () => {
      resetDb();
      requestLog.clear();
    },
    requestLog,
    loadEveryCall,
    state: {
      chaos,
      takeOpened() {
        const taken = opened;
        opened = null;
        return taken;
      },
      tools: () =>
        (tools ??= import('./share/state-tools').then((share) =>
          share.createStateTools({ base: base.href, scenario, chaos, storage }),
        )),
    },
  };
}

/** A `?state=<name>` link, applied before any call is answered. Its code loads only for such a link. */
async function openNamedState(storage: Storage | null, base: string): Promise<DemoStateOpened | null> {
  // The parameter's name is written out: importing it would pull the share code's links in here.
  const name = requested(new URL(window.location.href), 'state');
  if (name === null) return null;
  return (await import('./share/state-tools')).openFromLink(name, { storage, base });
}
