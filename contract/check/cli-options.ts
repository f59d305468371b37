/** The contract-check CLI's arguments: `--name value` or `--name=value`. */
import type { AdminCredentials } from './step-kit';

export interface CheckOptions {
  baseUrl: string;
  admin: AdminCredentials | null;
}

export const USAGE =
  'Usage: npm run contract:check -- --base-url http://localhost:9090 ' +
  '[--admin-email admin@example.com --admin-password secret]';

/** The flag's value; undefined when the flag is absent, '' when it has no value. */
function flag(args: readonly string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  const arg = args[index];
  if (arg === undefined) return undefined;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  return value === undefined || value.startsWith('--') ? '' : value;
}

function httpUrl(value: string | undefined): string | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/** The options, or null for bad usage: no http(s) base URL, or only one of the admin flags. */
export function parseCheckOptions(args: readonly string[]): CheckOptions | null {
  const baseUrl = httpUrl(flag(args, '--base-url'));
  const email = flag(args, '--admin-email');
  const password = flag(args, '--admin-password');
  if (baseUrl === null) return null;
  if (email === undefined && password === undefined) return { baseUrl, admin: null };
  if (!email || !password) return null;
  return { baseUrl, admin: { email, password } };
}
