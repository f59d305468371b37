// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REDACTED_TOKEN } from '@contract/demo';
import { toHar } from './har';
import { logEntry } from './testing';

describe('toHar', () => {
  const login = logEntry({
    id: 'login',
    method: 'POST',
    url: 'http://localhost:5173/api/auth/login',
    startedAt: Date.UTC(2026, 10, 28, 14, 0, 0),
    durationMs: 120,
    request: {
      headers: [['content-type', 'application/json']],
      body: '{"email":"shopper@foodstore.test"}',
      truncated: false,
    },
  });
  const menu = logEntry({
    id: 'menu',
    url: 'http://localhost:5173/api/foods?sort=price&diet=vegan',
    startedAt: Date.UTC(2026, 10, 28, 14, 0, 1),
    tokenSent: true,
  });
  const pending = logEntry({ id: 'pending', durationMs: null, status: null, response: null });

  it('is HAR 1.2 in the order the calls were made, without calls still unanswered', () => {
    const { log } = toHar([pending, menu, login]);
    expect(log.version).toBe('1.2');
    expect(log.creator.name).toBeTruthy();
    expect(log.entries.map((entry) => entry.request.url)).toEqual([login.url, menu.url]);
  });

  it('holds each call whole: request with query and body, response with status, headers and text', () => {
    const [first, second] = toHar([menu, login]).log.entries;
    expect(first).toMatchObject({
      startedDateTime: '2026-11-28T14:00:00.000Z',
      time: 120,
      request: {
        method: 'POST',
        httpVersion: 'HTTP/1.1',
        headers: [{ name: 'content-type', value: 'application/json' }],
        queryString: [],
        postData: { mimeType: 'application/json', text: '{"email":"shopper@foodstore.test"}' },
        bodySize: 34,
      },
      response: {
        status: 200,
        statusText: 'OK',
        httpVersion: 'HTTP/1.1',
        headers: [{ name: 'content-type', value: 'application/json' }],
        content: { mimeType: 'application/json', text: '[{"id":"a","name":"Soup"}]', size: 26 },
      },
      timings: { send: 0, wait: 120, receive: 0 },
    });
    expect(second!.request.queryString).toEqual([
      { name: 'sort', value: 'price' },
      { name: 'diet', value: 'vegan' },
    ]);
    expect(second!.request).not.toHaveProperty('postData');
  });

  it('says a token was sent with a placeholder, never the token', () => {
    const [first, second] = toHar([menu, login]).log.entries;
    expect(second!.request.headers).toContainEqual({ name: 'access_token', value: REDACTED_TOKEN });
    expect(first!.request.headers.map(({ name }) => name)).not.toContain('access_token');
  });

  it('marks a body the log cut short', () => {
    const cut = logEntry({
      response: { headers: [['content-type', 'application/json']], body: '[{"id"', truncated: true },
    });
    expect(toHar([cut]).log.entries[0]!.response.content.comment).toMatch(/will not replay whole/);
  });
});
