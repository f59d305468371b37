/** Runs the contract steps against a base URL and checks every answer against the contract. */
import type { Contract, DocumentedOperation } from './contract';
import { judgeCall, judgePreflight, requestOf } from './exchange';
import { freshContext, missingInputs, type Providers } from './run-context';
import type { AdminCredentials, Step, StepContext } from './step-kit';
import { looksLikeHtml, missingRouteSign, settle, type RanStep, type StepResult } from './verdicts';

export interface RunOptions {
  baseUrl: string;
  contract: Contract;
  steps: readonly Step[];
  /** The origin the app's pages come from, which the CORS steps speak for. */
  appOrigin: string;
  fetch?: typeof fetch;
  /** Enables the steps that need an admin. */
  admin?: AdminCredentials | null;
}

/** As long as the app waits by default (VITE_API_TIMEOUT_MS): a server that never answers fails. */
const CALL_TIMEOUT_MS = 15_000;

function operationOf(contract: Contract, operationId: string): DocumentedOperation {
  const found = contract.operations.find(({ operation }) => operation.operationId === operationId);
  if (!found) throw new Error(`The document has no operation ${operationId}`);
  return found;
}

async function runStep(
  step: Step,
  context: StepContext,
  providers: Providers,
  options: RunOptions,
): Promise<RanStep> {
  const operation = operationOf(options.contract, step.operationId);
  const base = {
    name: step.name,
    operationId: step.operationId,
    group: operation.operation['x-extension'] === true ? ('extension' as const) : ('core' as const),
    method: step.method,
    path: operation.template,
    status: null,
    ms: 0,
    problems: [],
    reason: null,
    documented: null,
  };
  const reason = step.skip?.(context) ?? missingInputs(step, context, providers);
  if (reason !== null) return { result: { ...base, reason }, succeeded: false, routeMissing: null };

  const path = step.path(context);
  const started = performance.now();
  let answer: Response;
  let text: string;
  try {
    answer = await (options.fetch ?? fetch)(`${options.baseUrl}${path}`, {
      ...requestOf(step, context, operation),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    text = await answer.text();
  } catch (error) {
    const problem = `request failed: ${error instanceof Error ? error.message : String(error)}`;
    return {
      result: { ...base, path, ms: performance.now() - started, problems: [problem] },
      succeeded: false,
      routeMissing: null,
    };
  }
  const ms = performance.now() - started;
  const judged =
    step.method === 'OPTIONS'
      ? judgePreflight(step, context, answer, operation)
      : judgeCall(step, context, path, answer, text, options.contract);
  const html = looksLikeHtml(answer.headers.get('content-type'), text);
  // A preflight shows nothing about the operation: servers answer OPTIONS for any path.
  const call = step.method !== 'OPTIONS';
  return {
    result: { ...base, path, status: answer.status, ms, ...judged },
    succeeded: call && answer.ok && !html,
    routeMissing: call ? missingRouteSign(answer.status, html) : null,
  };
}

export async function runContractCheck(options: RunOptions): Promise<StepResult[]> {
  const context = freshContext(options.baseUrl, options.appOrigin, options.admin ?? null);
  const providers: Providers = new Map();
  const ran: RanStep[] = [];
  for (const step of options.steps) {
    ran.push(await runStep(step, context, providers, options));
    if (step.method !== 'OPTIONS') for (const input of step.provides ?? []) providers.set(input, step.name);
  }
  return settle(ran);
}
