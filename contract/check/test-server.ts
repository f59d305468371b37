/**
 * For the contract-check tests: a server on a free port, checked over real HTTP (CORS needs real
 * headers), past the in-process mock that the test set-up puts in front of every fetch.
 */
import type { Server } from 'node:http';
import { bypass, getResponse, http, type HttpHandler } from 'msw';
import { DEFAULT_APP_ORIGIN } from './cli-options';
import { createContract } from './contract';
import { loadContractDocument } from './load';
import { freshContext } from './run-context';
import { runContractCheck, type RunOptions } from './run';
import { CONTRACT_STEPS } from './steps';
import type { StepResult } from './verdicts';

const contract = createContract(loadContractDocument());

export const realFetch: typeof fetch = (input, init) => fetch(bypass(input, init));

/** Runs `whileListening` with the server listening on a free port, given its base URL; closes it after. */
export async function withServer<T>(
  server: Server,
  whileListening: (baseUrl: string) => Promise<T>,
): Promise<T> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  try {
    return await whileListening(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** One contract-check run against the base URL, as the CLI makes it by default. */
export function check(baseUrl: string, options: Partial<RunOptions> = {}): Promise<StepResult[]> {
  return runContractCheck({
    baseUrl,
    appOrigin: DEFAULT_APP_ORIGIN,
    contract,
    steps: CONTRACT_STEPS,
    fetch: realFetch,
    ...options,
  });
}

/** A handler giving the routes' own answer to a call, its JSON body changed when it is a success. */
export function changedAnswer(
  routes: HttpHandler[],
  method: 'get' | 'post',
  path: string,
  change: (body: unknown) => unknown,
): HttpHandler {
  return http[method](`*${path}`, async ({ request }) => {
    const answer = await getResponse(routes, request);
    if (!answer?.ok) return answer;
    return new Response(JSON.stringify(change(await answer.json())), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** The steps' verdicts by name, for comparing runs and finding the odd ones out. */
export const verdictsOf = (results: readonly StepResult[]) =>
  results.map(({ name, verdict, status }) => ({ name, verdict, status }));

/** The steps a run without admin credentials skips, in run order. */
export const ADMIN_STEP_NAMES: readonly string[] = CONTRACT_STEPS.filter(
  (step) => step.skip?.(freshContext('http://127.0.0.1:9090', DEFAULT_APP_ORIGIN, null)) != null,
).map((step) => step.name);
