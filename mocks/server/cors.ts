import type { IncomingMessage } from 'node:http';

const DEFAULT_ALLOWED_HEADERS = 'Content-Type, access_token';

/** Which web pages may call this server from the browser, by their origin. */
export type OriginPolicy = (origin: string) => boolean;

/** Origins as `MOCK_CORS_ORIGINS` lists them (comma-separated); by default the dev and preview servers. */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export function allowOrigins(origins: readonly string[]): OriginPolicy {
  const allowed = new Set(origins.map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean));
  return (origin) => allowed.has(origin);
}

/**
 * Lets a listed app on another origin call this server with its access_token header and credentials
 * (docs/product.md §6: login and profile update send credentials), which rules out `*`: the Origin
 * is echoed, and only for the origins the policy allows. Others get no CORS headers: the browser
 * keeps their pages out.
 */
export function corsHeaders(req: IncomingMessage, policy: OriginPolicy): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !policy(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
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
