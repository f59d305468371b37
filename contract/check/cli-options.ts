/** The contract-check CLI's arguments: `--name value` or `--name=value`, and switches. */
import type { AdminCredentials } from './step-kit';

export interface CheckOptions {
  baseUrl: string;
  admin: AdminCredentials | null;
  /** The origin the app's pages come from: the dev server unless told. */
  appOrigin: string;
  /** Print one JSON document instead of the table. */
  json: boolean;
  /** Also write a JUnit XML report to this file. */
  junit: string | null;
  /** Extensions count for the exit code: a failing or missing one exits 1. */
  requireExtensions: boolean;
}

export const DEFAULT_APP_ORIGIN = 'http://localhost:5173';

export const USAGE = [
  'Usage: npm run contract:check -- --base-url http://localhost:9090',
  '  [--admin-email admin@example.com --admin-password secret]',
  `  [--app-origin ${DEFAULT_APP_ORIGIN}] [--json] [--junit report.xml] [--require-extensions]`,
].join('\n');

const VALUED = new Set(['--base-url', '--admin-email', '--admin-password', '--app-origin', '--junit']);
const SWITCHES = new Set(['--json', '--require-extensions']);

/**
 * The flags given, or null when any is unknown, repeated or missing its value: a mistyped
 * `--require-extension` must not quietly change what the exit code means.
 */
function readFlags(args: readonly string[]): Map<string, string> | null {
  const flags = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (flags.has(name)) return null;
    if (SWITCHES.has(name) && equals === -1) {
      flags.set(name, '');
      continue;
    }
    if (!VALUED.has(name)) return null;
    const value = equals === -1 ? args[(index += 1)] : arg.slice(equals + 1);
    if (!value || value.startsWith('--')) return null;
    flags.set(name, value);
  }
  return flags;
}

function httpUrl(value: string | undefined): URL | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The options, or null for bad usage: no http(s) base URL, only one of the admin flags, a bad flag. */
export function parseCheckOptions(args: readonly string[]): CheckOptions | null {
  const flags = readFlags(args);
  const baseUrl = httpUrl(flags?.get('--base-url'));
  const appOrigin = flags?.has('--app-origin')
    ? httpUrl(flags.get('--app-origin'))
    : new URL(DEFAULT_APP_ORIGIN);
  if (!flags || !baseUrl || !appOrigin) return null;
  const email = flags.get('--admin-email');
  const password = flags.get('--admin-password');
  if ((email === undefined) !== (password === undefined)) return null;
  return {
    baseUrl: baseUrl.href.replace(/\/+$/, ''),
    admin: email && password ? { email, password } : null,
    // A page's origin has no path: a full app URL given here stands for its origin.
    appOrigin: appOrigin.origin,
    json: flags.has('--json'),
    junit: flags.get('--junit') ?? null,
    requireExtensions: flags.has('--require-extensions'),
  };
}
