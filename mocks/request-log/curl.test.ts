// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellQuote, toCurl } from './curl';
import { logEntry } from './testing';

/** The words a POSIX shell makes of a command line, read back by the shell itself. */
function shellWords(command: string, env: Record<string, string> = {}): string[] {
  const script = `set -- ${command}; for word in "$@"; do printf '%s\\0' "$word"; done`;
  const { stdout } = spawnSync('/bin/sh', ['-c', script], { encoding: 'utf8', env });
  return stdout.split('\0').slice(0, -1);
}

describe('toCurl', () => {
  it('calls the standalone mock server at the same path and query', () => {
    const entry = logEntry({ url: 'http://localhost:5173/api/foods/search/pad%20thai?sort=price' });
    expect(shellWords(toCurl(entry))).toEqual([
      'curl',
      'http://127.0.0.1:9090/api/foods/search/pad%20thai?sort=price',
    ]);
  });

  it('keeps the path from /api/ on when the app is served under a sub-path', () => {
    const entry = logEntry({ url: 'https://example.github.io/demo/food-store/api/tags' });
    expect(shellWords(toCurl(entry))).toEqual(['curl', 'http://127.0.0.1:9090/api/tags']);
  });

  it('sends the method, content type and body as they were, single quotes and all', () => {
    const body = `{"name":"Sam O'Brien","address":"1 $HOME \`x\` \\"quoted\\""}`;
    const entry = logEntry({
      method: 'POST',
      url: 'http://localhost:5173/api/users/update',
      tokenSent: true,
      request: { headers: [['content-type', 'application/json']], body, truncated: false },
    });
    expect(shellWords(toCurl(entry), { FOODSTORE_TOKEN: 'abc123' })).toEqual([
      'curl',
      '-X',
      'POST',
      'http://127.0.0.1:9090/api/users/update',
      '-H',
      'content-type: application/json',
      '-H',
      'access_token: abc123',
      '--data-raw',
      body,
    ]);
  });

  it('leaves the token header out of a call that sent none', () => {
    expect(toCurl(logEntry())).not.toContain('access_token');
  });
});

describe('shellQuote', () => {
  it.each(["it's", "''", '', 'a b', '$(rm -rf /)', 'line\nbreak'])('quotes %j as one word', (text) => {
    expect(shellWords(shellQuote(text))).toEqual([text]);
  });
});
