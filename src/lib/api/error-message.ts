import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';
const TOO_SLOW = 'The server took too long to answer. Please try again.';
const UNEXPECTED = 'Something went wrong. Please try again.';
const UNREADABLE = "The server's answer could not be read. Please try again.";

/** Longer than any sentence a server means for people; a stack trace or a dump is cut here. */
export const MAX_MESSAGE_LENGTH = 200;

// What a server's own error page means when the call itself is missing (Express: 'Cannot POST /api/...').
const MISSING_CALL = new Set([404, 405, 501]);

/** Said for a call the server does not have (docs/product.md §8), with the status it answered. */
export const missingCallMessage = (status: number) => `This server does not offer this yet (${status}).`;

function statusSentence(status: number | undefined): string {
  if (status === undefined) return UNEXPECTED;
  if (MISSING_CALL.has(status)) return missingCallMessage(status);
  return `The server answered with an error (${status}). Please try again.`;
}

/** An HTML page (a proxy's 502, a framework's 404) is for browsers, not for a toast. */
const looksLikeHtml = (text: string) => /^<|<\/?(html|head|body|pre|h1)[\s>]/i.test(text);

/**
 * The sentence a body carries, made fit to show: text/plain as it is, a JSON error's `message`
 * (never [object Object]), an HTML page as one sentence with the status, anything long cut short.
 */
function fromBody(body: unknown, status: number | undefined): string | undefined {
  const text =
    typeof body === 'string'
      ? body
      : body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : undefined;
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if (looksLikeHtml(trimmed)) return statusSentence(status);
  return trimmed.length > MAX_MESSAGE_LENGTH
    ? `${trimmed.slice(0, MAX_MESSAGE_LENGTH - 1).trimEnd()}…`
    : trimmed;
}

type CallError = FetchBaseQueryError | SerializedError;

function isCallError(error: unknown): error is CallError {
  return typeof error === 'object' && error !== null && ('status' in error || 'message' in error);
}

/**
 * The sentence to show for a failed call (also what `unwrap()` throws), decided here for every
 * call: the server's own words when it sent readable ones, else what went wrong in plain words.
 */
export function errorMessage(error: unknown): string {
  if (!isCallError(error)) return UNEXPECTED;
  if (!('status' in error)) return fromBody(error.message, undefined) ?? UNEXPECTED;
  switch (error.status) {
    case 'FETCH_ERROR':
      return UNREACHABLE;
    case 'TIMEOUT_ERROR':
      return TOO_SLOW;
    case 'PARSING_ERROR':
      // A success whose JSON is broken has no words for people; a failure's body may (text sent as JSON).
      if (error.originalStatus < 400) return UNREADABLE;
      return fromBody(error.data, error.originalStatus) ?? statusSentence(error.originalStatus);
    case 'CUSTOM_ERROR':
      return fromBody(error.error, undefined) ?? UNEXPECTED;
    default:
      return fromBody(error.data, error.status) ?? statusSentence(error.status);
  }
}

export function errorStatus(error: unknown): number | undefined {
  if (!isCallError(error) || !('status' in error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

/**
 * Whether a failed call was answered the way a server answers a call it does not have: 405 or 501,
 * or a 404 that is an HTML page (Express's 'Cannot GET'). A 404 in words or JSON is the server's own
 * "no such record", unless nothing that can be missing was asked for: a list always exists, so
 * `list` takes any 404 as the call missing (docs/product.md, decision 15).
 */
export function isMissingCall(error: unknown, { list }: { list: boolean }): boolean {
  const status = errorStatus(error);
  if (status === 405 || status === 501) return true;
  if (status !== 404) return false;
  if (list) return true;
  const body = isCallError(error) && 'data' in error ? error.data : undefined;
  return typeof body === 'string' && looksLikeHtml(body.trim());
}
