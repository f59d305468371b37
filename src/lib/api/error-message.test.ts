import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus } from './error-message';

describe('errorMessage', () => {
  it("shows the server's text/plain sentence as-is", () => {
    expect(errorMessage({ status: 400, data: 'Email or password is incorrect.' })).toBe(
      'Email or password is incorrect.',
    );
  });

  it('shows the message of a JSON error body, never [object Object]', () => {
    expect(errorMessage({ status: 409, data: { message: 'Email taken' } })).toBe('Email taken');
    expect(errorMessage({ status: 500, data: { code: 7 } })).toBe('Something went wrong. Please try again.');
  });

  it('explains a network failure in words', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(
      /Could not reach the server/,
    );
  });

  it('uses the raw text of an unparsable answer', () => {
    expect(
      errorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad gateway', error: 'x' }),
    ).toBe('Bad gateway');
    expect(errorStatus({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' })).toBe(502);
  });
});
