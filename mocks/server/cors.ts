import type { IncomingMessage } from 'node:http';

const DEFAULT_ALLOWED_HEADERS = 'Content-Type, access_token';

/**
 * Lets an app on another origin call this server with its access_token header and credentials
 * (docs/product.md §6: login and profile update send credentials), which rules out `*`: the Origin is echoed.
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  return {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}
