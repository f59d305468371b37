/**
 * Stands in for `tldts` in the browser build only (vite.config.ts aliases it): tough-cookie, inside
 * msw, imports just getDomain, and the real one ships a ~115 kB public-suffix list a mock that only
 * sees its own origin never needs. The registrable domain is taken to be the last two labels.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return null;
  if (host.includes(':') || IPV4.test(host)) return host;
  return host.split('.').slice(-2).join('.');
}
