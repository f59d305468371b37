// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENV_GLOBAL, envDefines, parseEnv } from './parse-env';

describe('parseEnv', () => {
  it('runs on the mocks, same origin, by default', () => {
    expect(parseEnv({})).toMatchObject({ apiBaseUrl: '', mocksEnabled: true, routerHistory: 'browser' });
  });

  it('turns the mocks off when a real server is configured', () => {
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.example.com/' })).toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      mocksEnabled: false,
    });
  });

  it('lets the mocks be forced either way', () => {
    expect(parseEnv({ VITE_MOCKS: 'off' }).mocksEnabled).toBe(false);
    expect(parseEnv({ VITE_API_BASE_URL: 'http://localhost:9090', VITE_MOCKS: 'on' }).mocksEnabled).toBe(
      true,
    );
  });

  it('says what is wrong with a bad setting', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api.example.com' })).toThrow(/absolute http\(s\) URL/);
    expect(() => parseEnv({ VITE_API_BASE_URL: 'ftp://x.y' })).toThrow(/http or https/);
    expect(() => parseEnv({ VITE_MOCKS: 'maybe' })).toThrow(/"on" or "off"/);
    expect(() => parseEnv({ VITE_MOCK_LATENCY_MS: '-5' })).toThrow(/milliseconds/);
    expect(() => parseEnv({ VITE_ROUTER_HISTORY: 'memory' })).toThrow(/browser" or "hash/);
    expect(() => parseEnv({ VITE_API_TIMEOUT_MS: '15s' })).toThrow(/VITE_API_TIMEOUT_MS.*milliseconds/);
  });

  it('gives every API call 15 s unless told otherwise', () => {
    expect(parseEnv({}).apiTimeoutMs).toBe(15_000);
    expect(parseEnv({ VITE_API_TIMEOUT_MS: '30000' }).apiTimeoutMs).toBe(30_000);
  });
});

describe('envDefines', () => {
  it("gives the build one literal per field, each as the app's env.ts reads it", () => {
    const env = parseEnv({ VITE_API_BASE_URL: 'https://api.example.com', VITE_ROUTER_HISTORY: 'hash' });
    const defines = envDefines(env);
    expect(Object.keys(defines).sort()).toEqual(
      Object.keys(env)
        .map((key) => `${ENV_GLOBAL}.${key}`)
        .sort(),
    );
    expect(defines[`${ENV_GLOBAL}.apiBaseUrl`]).toBe('"https://api.example.com"');
    expect(defines[`${ENV_GLOBAL}.mocksEnabled`]).toBe('false');
    expect(defines[`${ENV_GLOBAL}.routerHistory`]).toBe('"hash"');
    // JSON has no undefined: an unset latency is null, which env.ts reads back as undefined.
    expect(defines[`${ENV_GLOBAL}.mockLatencyMs`]).toBe('null');
  });
});
