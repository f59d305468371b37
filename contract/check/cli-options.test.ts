// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCheckOptions } from './cli-options';

describe('parseCheckOptions', () => {
  it('reads the base URL in either spelling, without trailing slashes', () => {
    const expected = { baseUrl: 'http://localhost:9090', admin: null };
    expect(parseCheckOptions(['--base-url', 'http://localhost:9090/'])).toEqual(expected);
    expect(parseCheckOptions(['--base-url=http://localhost:9090'])).toEqual(expected);
    expect(parseCheckOptions(['--base-url', 'https://api.test/v1//'])?.baseUrl).toBe('https://api.test/v1');
  });

  it('reads admin credentials when both are given', () => {
    expect(
      parseCheckOptions([
        '--admin-email=admin@foodstore.test',
        '--base-url',
        'http://x.test',
        '--admin-password',
        'admin123',
      ]),
    ).toEqual({ baseUrl: 'http://x.test', admin: { email: 'admin@foodstore.test', password: 'admin123' } });
  });

  it.each([
    [[]],
    [['--base-url']],
    [['--base-url', 'ftp://x.test']],
    [['--base-url', 'not a url']],
    [['--base-url', 'http://x.test', '--admin-email', 'a@b.co']],
    [['--base-url', 'http://x.test', '--admin-password', 'secret']],
    [['--base-url', 'http://x.test', '--admin-email', '--admin-password', 'secret']],
    [['--base-url', 'http://x.test', '--admin-email=', '--admin-password=secret']],
  ])('refuses bad usage %j', (args) => {
    expect(parseCheckOptions(args)).toBeNull();
  });
});
