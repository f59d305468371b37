/** A logged call as a curl command for the standalone mock server (`npm run mock-server`). */
import type { RequestLogEntry } from '@contract/demo';
import { ACCESS_TOKEN_HEADER } from '@contract/rules';

export const MOCK_SERVER_URL = 'http://127.0.0.1:9090';
/** The log never keeps the token: the command reads it from this shell variable instead. */
export const TOKEN_VARIABLE = 'FOODSTORE_TOKEN';

/** One POSIX shell word: single quotes, each quote inside closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The call's path from `/api/` on (the server serves the API at its root), query included. */
function serverUrl(url: string): string {
  const { pathname, search } = new URL(url);
  const api = pathname.indexOf('/api/');
  return `${MOCK_SERVER_URL}${api >= 0 ? pathname.slice(api) : pathname}${search}`;
}

export function toCurl(entry: RequestLogEntry): string {
  const parts = ['curl'];
  if (entry.method !== 'GET') parts.push('-X', shellQuote(entry.method));
  parts.push(shellQuote(serverUrl(entry.url)));
  const contentType = entry.request.headers.find(([name]) => name === 'content-type');
  if (contentType) parts.push('-H', shellQuote(`content-type: ${contentType[1]}`));
  // Double quotes, so the shell puts the token in.
  if (entry.tokenSent) parts.push('-H', `"${ACCESS_TOKEN_HEADER}: $${TOKEN_VARIABLE}"`);
  if (entry.request.body !== null) parts.push('--data-raw', shellQuote(entry.request.body));
  return parts.join(' ');
}
