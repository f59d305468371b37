/** The mock API for Node (vitest): the same handlers the browser worker and the standalone server use. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { loadEveryCall } from './http/route';
import { scenarios, type ScenarioName } from './scenarios';

export const server = setupServer(...handlers);
await loadEveryCall();

/** Switches a scenario on until the next server.resetHandlers() (the test setup resets after each test). */
export function applyScenario(name: ScenarioName): void {
  server.use(...scenarios[name].handlers);
}
