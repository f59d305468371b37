// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCheckOptions } from './cli-options';

const defaults = {
  admin: null,
  appOrigin: 'http://localhost:5173',
  json: false,
  junit: null,
  requireExtensions: false,
};

describe('parseCheckOptions', () => {
  it('reads the base URL in either spelling, without trailing slashes', () => {
    const expected = { ...defaults, baseUrl: 'http://localhost:9090' };
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
    ).toEqual({
      ...defaults,
      baseUrl: 'http://x.test',
      admin: { email: 'admin@foodstore.test', password: 'admin123' },
    });
  });

  it('reads the app origin, the reports and --require-extensions', () => {
    expect(
      parseCheckOptions([
        '--base-url=http://x.test',
        '--app-origin',
        'https://shop.example/some/page',
        '--json',
        '--junit=out/report.xml',
        '--require-extensions',
      ]),
    ).toEqual({
      ...defaults,
      baseUrl: 'http://x.test',
      appOrigin: 'https://shop.example',
      json: true,
      junit: 'out/report.xml',
      requireExtensions: true,
    });
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
    // A mistyped or stray argument must not quietly change what the run checks or its exit code.
    [['--base-url', 'http://x.test', '--require-extension']],
    [['--base-url', 'http://x.test', 'extra']],
    [['--base-url', 'http://x.test', '--json=yes']],
    [['--base-url', 'http://x.test', '--json', '--json']],
    [['--base-url', 'http://x.test', '--app-origin', 'localhost:5173']],
    [['--base-url', 'http://x.test', '--junit']],
  ])('refuses bad usage %j', (args) => {
    expect(parseCheckOptions(args)).toBeNull();
  });
});
