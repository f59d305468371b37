/**
 * Whether a browser lets the app's page have an answer, by the Fetch standard's CORS checks: what
 * a server's CORS set-up looks like from the app, which no status or schema shows.
 */
import { ACCESS_TOKEN_HEADER } from '../rules';

/** What the app's JSON calls with the token make the browser ask about. */
export const PREFLIGHT_HEADERS = ['content-type', ACCESS_TOKEN_HEADER] as const;

/** Methods a browser allows without the preflight naming them. */
const SAFELISTED_METHODS = new Set(['GET', 'HEAD', 'POST']);

export interface AppCall {
  origin: string;
  method: string;
  /** Sent with credentials: then `*` allows nothing, and the server must allow credentials. */
  credentials: boolean;
}

const listed = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Problems that make the browser withhold the answer from the app's page. */
export function answerCorsProblems(headers: Headers, call: AppCall): string[] {
  const origin = headers.get('access-control-allow-origin');
  const problems: string[] = [];
  if (origin === null)
    problems.push(`no Access-Control-Allow-Origin: browsers keep the answer from ${call.origin}`);
  else if (origin === '*' && call.credentials)
    problems.push('Access-Control-Allow-Origin is *, which allows no call sent with credentials');
  else if (origin !== '*' && origin !== call.origin)
    problems.push(`Access-Control-Allow-Origin is ${origin}, not the app's ${call.origin}`);
  if (call.credentials && headers.get('access-control-allow-credentials') !== 'true')
    problems.push('Access-Control-Allow-Credentials is not true, yet the app sends credentials');
  return problems;
}

/** Problems with the answer to the preflight the browser sends before the call. */
export function preflightProblems(status: number, headers: Headers, call: AppCall): string[] {
  const wildcard = (items: string[]) => !call.credentials && items.includes('*');
  const methods = listed(headers.get('access-control-allow-methods'));
  const allowed = listed(headers.get('access-control-allow-headers')).map((name) => name.toLowerCase());
  const missing = PREFLIGHT_HEADERS.filter((name) => !allowed.includes(name) && !wildcard(allowed));
  return [
    ...(status >= 200 && status < 300 ? [] : [`the preflight answered ${status}; browsers need a 2xx`]),
    ...answerCorsProblems(headers, call),
    ...(SAFELISTED_METHODS.has(call.method) || methods.includes(call.method) || wildcard(methods)
      ? []
      : [`Access-Control-Allow-Methods does not allow ${call.method}`]),
    ...(missing.length === 0 ? [] : [`Access-Control-Allow-Headers does not allow ${missing.join(', ')}`]),
  ];
}
