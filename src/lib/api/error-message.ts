import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';
const TOO_SLOW = 'The server took too long to answer. Please try again.';
const UNEXPECTED = 'Something went wrong. Please try again.';

function fromBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  // Real servers built from the spec answer JSON errors too: show their message, never [object Object].
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message.trim() || undefined;
  }
  return undefined;
}

type CallError = FetchBaseQueryError | SerializedError;

function isCallError(error: unknown): error is CallError {
  return typeof error === 'object' && error !== null && ('status' in error || 'message' in error);
}

/** The sentence to show for a failed call (also what `unwrap()` throws): the server's own words when it sent any. */
export function errorMessage(error: unknown): string {
  if (!isCallError(error)) return UNEXPECTED;
  if (!('status' in error)) return error.message ?? UNEXPECTED;
  switch (error.status) {
    case 'FETCH_ERROR':
      return UNREACHABLE;
    case 'TIMEOUT_ERROR':
      return TOO_SLOW;
    case 'PARSING_ERROR':
      return fromBody(error.data) ?? UNEXPECTED;
    case 'CUSTOM_ERROR':
      return error.error || UNEXPECTED;
    default:
      return fromBody(error.data) ?? UNEXPECTED;
  }
}

export function errorStatus(error: unknown): number | undefined {
  if (!isCallError(error) || !('status' in error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}
