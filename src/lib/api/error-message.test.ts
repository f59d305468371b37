// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH, errorMessage, errorStatus, isMissingCall } from './error-message';

describe('errorMessage', () => {
  it("shows the server's text/plain sentence as-is", () => {
    expect(errorMessage({ status: 400, data: 'Email or password is incorrect.' })).toBe(
      'Email or password is incorrect.',
    );
  });

  it('shows the message of a JSON error body, never [object Object]', () => {
    expect(errorMessage({ status: 409, data: { message: 'Email taken' } })).toBe('Email taken');
    expect(errorMessage({ status: 500, data: { code: 7 } })).toBe(
      'The server answered with an error (500). Please try again.',
    );
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

  it('never shows the broken JSON of a successful answer', () => {
    expect(
      errorMessage({ status: 'PARSING_ERROR', originalStatus: 200, data: '{"foods": [', error: 'x' }),
    ).toBe("The server's answer could not be read. Please try again.");
  });

  it('turns an HTML error page into one sentence with the status', () => {
    const proxy =
      '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
    expect(errorMessage({ status: 502, data: proxy })).toBe(
      'The server answered with an error (502). Please try again.',
    );
  });

  it("says a server's own 'no such route' page means the call is missing, not to try again", () => {
    const express = '<!DOCTYPE html>\n<html lang="en">\n<pre>Cannot POST /api/orders/pay</pre>\n</html>';
    expect(errorMessage({ status: 404, data: express })).toBe('This server does not offer this yet (404).');
    expect(errorMessage({ status: 405, data: '' })).toBe('This server does not offer this yet (405).');
    // A 404 in words is the server's own answer, shown as it is.
    expect(errorMessage({ status: 404, data: 'You have no pending order.' })).toBe(
      'You have no pending order.',
    );
  });

  it('cuts a huge body to a short sentence, never showing 200,000 characters', () => {
    const message = errorMessage({ status: 500, data: `Error: boom ${'x'.repeat(200_000)}` });
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(message).toMatch(/^Error: boom x+…$/);
    expect(errorMessage({ status: 500, data: { message: 'y'.repeat(5000) } }).length).toBeLessThanOrEqual(
      MAX_MESSAGE_LENGTH,
    );
  });

  it('names a failed answer with no sentence by its status', () => {
    expect(errorMessage({ status: 503, data: '' })).toBe(
      'The server answered with an error (503). Please try again.',
    );
  });
});

describe('isMissingCall', () => {
  const express = '<!DOCTYPE html>\n<html lang="en">\n<pre>Cannot GET /api/orders/track/1</pre>\n</html>';

  it('takes 405, 501 and an HTML 404 page as a call the server lacks, for a record too', () => {
    for (const list of [true, false]) {
      expect(isMissingCall({ status: 405, data: 'Method Not Allowed' }, { list })).toBe(true);
      expect(isMissingCall({ status: 501, data: '' }, { list })).toBe(true);
      expect(isMissingCall({ status: 404, data: express }, { list })).toBe(true);
      expect(
        isMissingCall({ status: 'PARSING_ERROR', originalStatus: 404, data: express, error: 'x' }, { list }),
      ).toBe(true);
    }
  });

  it('takes a 404 in words as "no such record", but as a missing call for a list, which always exists', () => {
    for (const data of ['Order not found.', { message: 'Not Found' }, '']) {
      expect(isMissingCall({ status: 404, data }, { list: false })).toBe(false);
      expect(isMissingCall({ status: 404, data }, { list: true })).toBe(true);
    }
  });

  it('leaves every other failure alone', () => {
    for (const error of [
      { status: 500, data: express },
      { status: 401, data: 'Please log in to continue.' },
      { status: 'FETCH_ERROR', error: 'TypeError' },
      { status: 'TIMEOUT_ERROR', error: 'AbortError' },
    ]) {
      expect(isMissingCall(error, { list: true })).toBe(false);
    }
  });
});
