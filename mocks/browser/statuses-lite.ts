/**
 * Stands in for msw's table of HTTP status texts (msw/lib/shims/statuses.mjs, the whole `statuses`
 * package) in the browser build only (vite-plugins/msw-stand-ins.mjs aliases it). msw reads it for
 * one thing: a statusText for a response made with its own HttpResponse that names none. The mock
 * answers with plain Responses (mocks/http/responses.ts), whose statusText is empty as over HTTP/2,
 * so the table is never asked; msw's own error answer names its text itself.
 */
const statuses: { message: Record<number, string | undefined> } = { message: {} };

export default statuses;
