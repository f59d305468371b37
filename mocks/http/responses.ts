/**
 * Error answers: a short human sentence as text/plain (docs/contract.md), which the app shows in its
 * toasts as-is. Handlers throw HttpError; the route wrapper turns it into the response.
 */
export const ERRORS = {
  notJson: 'The request body must be JSON.',
  notObject: 'The request body must be a JSON object.',
  badAddress: 'The address of this request is not valid.',
  noSuchCall: 'There is no such API call.',
  wrongMethod: 'This API call does not take that method.',
  termRequired: 'A search term or tag is required.',
  tooLarge: 'The request is too large.',
  loginRequired: 'Please log in to continue.',
  wrongCredentials: 'Email or password is incorrect.',
  emailTaken: 'That email is already registered.',
  notYourProfile: 'You can only update your own profile.',
  foodNotFound: 'Food not found.',
  noPendingOrder: 'You have no pending order.',
  orderNotFound: 'Order not found.',
  adminOnly: 'Only administrators can see all orders.',
  adminOnlyChanges: 'Only administrators can change orders.',
  unexpected: 'Something went wrong on our side. Please try again.',
} as const;

/** Says on an answer which fault a scenario injected (chaos), for the request log and for curl. */
export const INJECTED_HEADER = 'X-Mock-Injected';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function textResponse(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return jsonTextResponse(JSON.stringify(body), status);
}

/** A body already written as JSON, for answers cached as text. */
export function jsonTextResponse(json: string, status = 200): Response {
  return new Response(json, {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Express's own answer for a route it does not have: an HTML page saying 'Cannot GET /path', as a
 * server built from the original specification gives for the extensions it lacks.
 */
export function missingRouteResponse(request: Request): Response {
  const path = new URL(request.url).pathname.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
  const page = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Error</title>',
    '</head>',
    '<body>',
    `<pre>Cannot ${request.method} ${path}</pre>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return new Response(page, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
