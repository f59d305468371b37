/** What a step sends, and what its answer is worth: the problems, and the inputs recorded from it. */
import { ACCESS_TOKEN_HEADER } from '../rules';
import type { Contract, DocumentedOperation } from './contract';
import { answerCorsProblems, preflightProblems, PREFLIGHT_HEADERS } from './cors';
import type { CallStep, PreflightStep, Step, StepContext } from './step-kit';
import type { StepResult } from './verdicts';

export function requestOf(step: Step, context: StepContext, operation: DocumentedOperation): RequestInit {
  if (step.method === 'OPTIONS') {
    return {
      method: 'OPTIONS',
      headers: {
        Origin: context.appOrigin,
        'Access-Control-Request-Method': operation.method.toUpperCase(),
        'Access-Control-Request-Headers': PREFLIGHT_HEADERS.join(', '),
      },
    };
  }
  const body = step.body?.(context);
  const token = step.token?.(context);
  return {
    method: step.method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { [ACCESS_TOKEN_HEADER]: token } : {}),
      ...(step.fromApp ? { Origin: context.appOrigin } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
}

type Judged = Pick<StepResult, 'documented' | 'problems'>;

export function judgePreflight(
  step: PreflightStep,
  context: StepContext,
  answer: Response,
  operation: DocumentedOperation,
): Judged {
  const call = {
    origin: context.appOrigin,
    method: operation.method.toUpperCase(),
    credentials: step.credentials,
  };
  return { documented: null, problems: preflightProblems(answer.status, answer.headers, call) };
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The problems of a call's answer, recording what later steps need from it when it is usable. */
export function judgeCall(
  step: CallStep,
  context: StepContext,
  path: string,
  answer: Response,
  text: string,
  contract: Contract,
): Judged {
  const documented = contract.check({
    method: step.method,
    path,
    status: answer.status,
    contentType: answer.headers.get('content-type'),
    body: text,
  });
  const problems = [...documented.problems];
  if (step.fromApp) {
    const call = { origin: context.appOrigin, method: step.method, ...step.fromApp };
    problems.push(...answerCorsProblems(answer.headers, call));
  }
  if (!step.expect.includes(answer.status)) {
    problems.unshift(
      `expected status ${step.expect.join(' or ')}, got ${answer.status}: ${text.slice(0, 120)}`,
    );
    return { documented, problems };
  }
  // Recorded whatever the schema says: one wrong field must not starve every later step.
  const body = parsed(text);
  step.record?.(body, context);
  problems.push(...(step.check?.(body, context) ?? []));
  return { documented, problems };
}
