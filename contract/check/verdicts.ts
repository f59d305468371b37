/**
 * Each step's verdict, settled once the whole run has shown which operations exist: an answer a
 * missing route also gives (404, 405, 501, an HTML page) proves nothing about an operation that
 * never answered a call with success.
 */
import type { Verdict } from './contract';

export type Group = 'core' | 'extension';
export type StepVerdict = 'pass' | 'fail' | 'skip' | 'not-implemented';

export interface StepResult {
  name: string;
  operationId: string;
  group: Group;
  method: string;
  path: string;
  status: number | null;
  ms: number;
  verdict: StepVerdict;
  problems: string[];
  /** Why the step was skipped or counts as not implemented; null for a pass or a fail. */
  reason: string | null;
  /** The document's reading of the answer; null for preflights and steps not run. */
  documented: Verdict | null;
}

/** A step as run, before the run's end says whether its operation exists. */
export interface RanStep {
  result: Omit<StepResult, 'verdict'>;
  /** A success (2xx, not an HTML page): the operation exists. */
  succeeded: boolean;
  /** How the answer looks like a missing route's ("answered 404"), or null when it does not. */
  routeMissing: string | null;
}

const MISSING_ROUTE_STATUSES = new Set([404, 405, 501]);

export function looksLikeHtml(contentType: string | null, body: string): boolean {
  return /^text\/html\b/i.test(contentType ?? '') || /^\s*<(!doctype html|html)\b/i.test(body);
}

/** How a call's answer looks like one from a route the server does not have, or null. */
export function missingRouteSign(status: number, html: boolean): string | null {
  if (html) return `answered ${status} with an HTML page`;
  return MISSING_ROUTE_STATUSES.has(status) ? `answered ${status}` : null;
}

export function settle(ran: readonly RanStep[]): StepResult[] {
  const shown = new Set(ran.filter((step) => step.succeeded).map((step) => step.result.operationId));
  return ran.map(({ result: step, routeMissing }): StepResult => {
    if (step.reason !== null) return { ...step, verdict: 'skip' };
    if (routeMissing !== null && !shown.has(step.operationId)) {
      const why = `no call of ${step.operationId} succeeded in this run, and this one ${routeMissing}, as a missing route does`;
      // A 404 that was asked for proves nothing either way until the route has shown itself.
      if (step.problems.length === 0)
        return { ...step, verdict: 'skip', reason: `not shown to exist: ${why}` };
      // A missing extension is no failure; a missing core call is.
      if (step.group === 'extension')
        return { ...step, verdict: 'not-implemented', problems: [], reason: why };
    }
    return { ...step, verdict: step.problems.length === 0 ? 'pass' : 'fail' };
  });
}
