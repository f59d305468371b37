/** Parses and checks the app's configuration, so a typo fails loudly: in the app (env.ts) and in the build (vite.config.ts). */
// With its extension, as vite.config.ts loads this file natively too.
import { DEFAULT_TILE_URL } from './constants.ts';

export interface Env {
  /** Origin (and optional path) of the real API; empty means same origin. No trailing slash. */
  apiBaseUrl: string;
  /** Whether the mock backend (MSW) starts in the browser. */
  mocksEnabled: boolean;
  /** Mock latency in ms; undefined lets the mocks pick their realistic default. */
  mockLatencyMs: number | undefined;
  /** How long any API call may take before it fails like any other error. */
  apiTimeoutMs: number;
  routerHistory: 'browser' | 'hash';
  tileUrl: string;
  tileAttribution: string;
}

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function text(raw: RawEnv, key: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value.trim() : '';
}

function parseApiBaseUrl(value: string): string {
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_API_BASE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_BASE_URL must use http or https, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function parseSwitch(key: string, value: string): boolean | undefined {
  if (value === '') return undefined;
  if (value === 'on' || value === 'true') return true;
  if (value === 'off' || value === 'false') return false;
  throw new Error(`${key} must be "on" or "off", got "${value}"`);
}

const DEFAULT_API_TIMEOUT_MS = 15_000;

function parseMilliseconds(key: string, value: string): number | undefined {
  if (value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error(`${key} must be a whole number of milliseconds, got "${value}"`);
  }
  return ms;
}

export function parseEnv(raw: RawEnv): Env {
  const apiBaseUrl = parseApiBaseUrl(text(raw, 'VITE_API_BASE_URL'));
  const history = text(raw, 'VITE_ROUTER_HISTORY') || 'browser';
  if (history !== 'browser' && history !== 'hash') {
    throw new Error(`VITE_ROUTER_HISTORY must be "browser" or "hash", got "${history}"`);
  }
  return {
    apiBaseUrl,
    // A configured real server switches the mocks off unless they are asked for explicitly.
    mocksEnabled: parseSwitch('VITE_MOCKS', text(raw, 'VITE_MOCKS')) ?? apiBaseUrl === '',
    mockLatencyMs: parseMilliseconds('VITE_MOCK_LATENCY_MS', text(raw, 'VITE_MOCK_LATENCY_MS')),
    apiTimeoutMs:
      parseMilliseconds('VITE_API_TIMEOUT_MS', text(raw, 'VITE_API_TIMEOUT_MS')) || DEFAULT_API_TIMEOUT_MS,
    routerHistory: history,
    tileUrl: text(raw, 'VITE_TILE_URL') || DEFAULT_TILE_URL,
    tileAttribution: text(raw, 'VITE_TILE_ATTRIBUTION') || DEFAULT_TILE_ATTRIBUTION,
  };
}

/** The name the app reads each configured field under (src/config/env.ts). */
export const ENV_GLOBAL = '__FOOD_STORE_ENV__';

/**
 * The build's `define`: each field of the configuration as the literal the build puts in its place.
 * One constant a field, not one object: a build then drops what its configuration never runs (a real
 * server's build, the mock runtime's start), and a test project can set one field alone.
 */
export function envDefines(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`${ENV_GLOBAL}.${key}`, JSON.stringify(value ?? null)]),
  );
}
