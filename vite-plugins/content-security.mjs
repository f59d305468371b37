// The Content-Security-Policy the builds ship (docs/architecture.md, "Shipped safely"): scripts only
// from the app's own origin, network only to it and the API, images also from the API and the map
// tiles. Styles allow inline because Leaflet positions tiles and react-hot-toast adds its styles
// at run time; no script is ever inline.

/** The origin of a URL or URL template (`https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`). */
function originOf(template) {
  if (!template) return null;
  try {
    return new URL(template.replace(/\{s\}/g, 'subdomain')).origin.replace('://subdomain.', '://*.');
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ apiBaseUrl, tileUrl }) {
  const api = originOf(apiBaseUrl);
  const tiles = originOf(tileUrl);
  const sources = (...extra) => ["'self'", ...extra.filter(Boolean)].join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    // The API reference (api-docs/) embeds its icon font.
    `font-src 'self' data:`,
    `img-src ${sources('data:', api, tiles)}`,
    `connect-src ${sources(api)}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/**
 * The headers file static hosts read (Netlify, Cloudflare Pages): the policy with the one directive
 * a <meta> cannot carry (frame-ancestors), and the usual hardening headers. Framing is allowed from
 * the site itself only: the Storybook shipped beside the demo shows its stories in a same-origin
 * frame, and no other site may frame any page.
 */
export function headersFile(policy) {
  return [
    '/*',
    `  Content-Security-Policy: ${policy}; frame-ancestors 'self'`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: SAMEORIGIN',
    '',
  ].join('\n');
}
