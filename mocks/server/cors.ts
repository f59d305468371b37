import type { IncomingMessage } from 'node:http';
import { INJECTED_HEADER } from '../http/responses';

const DEFAULT_ALLOWED_HEADERS = 'Content-Type, access_token';

/** The variable that lists the web origins allowed to call the standalone server. */
export const ORIGINS_VARIABLE = 'MOCK_CORS_ORIGINS';

/** Which web pages may call this server from the browser, by their origin. */
export type OriginPolicy = (origin: string) => boolean;

/** Origins as `MOCK_CORS_ORIGINS` lists them (comma-separated); by default the dev and preview servers. */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

/** Why `entry` is not an origin a browser could send, or undefined when it is one. */
function originProblem(entry: string): string | undefined {
  if (entry === '') return 'an empty entry (two commas in a row, or one at the end) allows nothing.';
  if (entry === '*')
    return '"*" is not allowed: the server lets callers send credentials, so each origin must be named.';
  let url: URL | undefined;
  try {
    url = new URL(entry);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.host)
    return `"${entry}" is not a full origin: write its scheme too, e.g. http://${entry.replace(/^[a-z][a-z\d+.-]*:\/\//i, '')}.`;
  if (url.origin !== entry)
    return `"${entry}" is not an origin (scheme, host and port only): did you mean ${url.origin}?`;
  return undefined;
}

/**
 * Reads a `MOCK_CORS_ORIGINS`-style list: the origins it allows, and a warning for each entry that
 * is not a full origin (`*`, no scheme, a path, empty), which would otherwise allow nothing in silence.
 */
export function parseOrigins(entries: readonly string[]): { origins: string[]; warnings: string[] } {
  const origins: string[] = [];
  const warnings: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim().replace(/\/+$/, '');
    const problem = originProblem(entry);
    if (problem) warnings.push(`${ORIGINS_VARIABLE}: ${problem}`);
    else if (!origins.includes(entry)) origins.push(entry);
  }
  return { origins, warnings };
}

export function allowOrigins(origins: readonly string[]): OriginPolicy {
  const allowed = new Set(origins.map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean));
  return (origin) => allowed.has(origin);
}

const sameOrigin = (origin: string, req: IncomingMessage) => {
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
};

/**
 * The calling page's origin when the policy refuses it; undefined for a listed page, a page served
 * by this server itself, or a client that is no browser page (no Origin: curl, the contract check).
 */
export function refusedOrigin(req: IncomingMessage, policy: OriginPolicy): string | undefined {
  const origin = req.headers.origin;
  if (origin === undefined || policy(origin) || sameOrigin(origin, req)) return undefined;
  return origin;
}

/**
 * Lets a listed app on another origin call this server with its access_token header and credentials
 * (docs/product.md §6: login and profile update send credentials), which rules out `*`: the Origin
 * is echoed, and only for the origins the policy allows. Others get no CORS headers: the browser
 * keeps their pages out. Every answer varies by Origin (the server adds `Vary`), allowed or not, so
 * no cache hands one origin's answer to another.
 */
export function corsHeaders(req: IncomingMessage, policy: OriginPolicy): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !policy(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    // The chaos scenario's mark, for a page's own request log.
    'Access-Control-Expose-Headers': INJECTED_HEADER,
  };
}

export function preflightHeaders(req: IncomingMessage, policy: OriginPolicy): Record<string, string> {
  const cors = corsHeaders(req, policy);
  if (!cors['Access-Control-Allow-Origin']) return {};
  return {
    ...cors,
    // GET and POST are safelisted; the favourites' PUT and DELETE must be named.
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}
