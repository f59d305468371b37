/** Runs the contract steps against a base URL and checks every answer against the contract. */
import type { Contract, Verdict } from './contract';
import type { AdminCredentials, Step, StepContext } from './step-kit';

export interface StepResult {
  name: string;
  method: string;
  path: string;
  status: number | null;
  ms: number;
  verdict: Verdict | null;
  problems: string[];
  /** Why the step was not run; a skipped step has no status and no problems. */
  skipped: string | null;
}

export interface RunOptions {
  baseUrl: string;
  contract: Contract;
  steps: readonly Step[];
  fetch?: typeof fetch;
  onResult?: (result: StepResult) => void;
  /** Enables the steps that need an admin. */
  admin?: AdminCredentials | null;
}

function freshContext(admin: AdminCredentials | null): StepContext {
  // Unique per run, so a second run against the same server meets none of the first run's data.
  const id = crypto.randomUUID().slice(0, 12);
  return {
    foods: [],
    email: `contract-${id}@example.com`,
    password: `pw-${id}`,
    userId: '',
    token: '',
    orderId: '',
    otherId: '',
    otherToken: '',
    logoutToken: '',
    paymentId: `DEMO-CONTRACT-${id.toUpperCase()}`,
    admin,
    adminToken: '',
  };
}

async function runStep(
  step: Step,
  context: StepContext,
  { baseUrl, contract, fetch: send = fetch }: RunOptions,
): Promise<StepResult> {
  const path = step.path(context);
  const started = performance.now();
  const result = {
    name: step.name,
    method: step.method,
    path,
    status: null,
    verdict: null,
    problems: [],
    skipped: step.skip?.(context) ?? null,
  };
  if (result.skipped !== null) return { ...result, ms: 0 };
  const body = step.body?.(context);
  const token = step.token?.(context);
  try {
    const response = await send(`${baseUrl}${path}`, {
      method: step.method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { access_token: token } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const verdict = contract.check({
      method: step.method,
      path,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: text,
    });
    const problems = [...verdict.problems];
    if (!step.expect.includes(response.status))
      problems.unshift(
        `expected status ${step.expect.join(' or ')}, got ${response.status}: ${text.slice(0, 120)}`,
      );
    if (problems.length === 0 && step.after && text !== '')
      problems.push(...step.after(JSON.parse(text), context));
    return { ...result, status: response.status, verdict, problems, ms: performance.now() - started };
  } catch (error) {
    return {
      ...result,
      problems: [`request failed: ${error instanceof Error ? error.message : String(error)}`],
      ms: performance.now() - started,
    };
  }
}

export async function runContractCheck(options: RunOptions): Promise<StepResult[]> {
  const context = freshContext(options.admin ?? null);
  const results: StepResult[] = [];
  for (const step of options.steps) {
    const result = await runStep(step, context, options);
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}
