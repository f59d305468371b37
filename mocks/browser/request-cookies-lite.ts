/**
 * Stands in for msw's request-cookie reader in the browser build only (vite-plugins/msw-stand-ins.mjs aliases it).
 * msw runs it for every handler it tries, on every request its worker forwards to the page (each
 * picture and code file too, not only API calls), and each run reads document.cookie: a synchronous
 * trip to the browser's network process, 15–19 ms per request on a phone-speed CPU. This API signs
 * in with the access_token header and reads no cookie, so handlers are given none.
 */
export function getAllRequestCookies(): Record<string, string> {
  return {};
}
