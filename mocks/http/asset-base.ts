/**
 * Where images are served from. The browser worker sets it once at start (the app's base URL, which
 * may be a sub-path); elsewhere (Node tests, the standalone server) it is the request's own origin, as a proxy in
 * front reports it.
 */
let assetBase: string | null = null;

export function setAssetBase(base: string): void {
  assetBase = base;
}

/** The first value of a header a proxy may have set, where proxies chain them with commas. */
const forwarded = (request: Request, name: string) => request.headers.get(name)?.split(',')[0]?.trim();

/** This server as the client reached it: behind a proxy, the address the proxy says it was called on. */
function publicOrigin(request: Request): URL {
  const own = new URL('/', request.url);
  const proto = forwarded(request, 'x-forwarded-proto');
  const host = forwarded(request, 'x-forwarded-host');
  const scheme = proto === 'http' || proto === 'https' ? proto : own.protocol.slice(0, -1);
  // Only a host name and port: a forged header cannot smuggle a path or another scheme in.
  const hostOk = host !== undefined && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host);
  return new URL(`${scheme}://${hostOk ? host : own.host}/`);
}

/** What relative image paths resolve against for this request: equal bases give equal image URLs. */
export function assetBaseFor(request: Request): string {
  return assetBase ?? publicOrigin(request).href;
}

/** The seed's relative image path made absolute against assetBaseFor(); absolute URLs pass through. */
export function absoluteUrl(path: string, base: string): string {
  return new URL(path, base).href;
}
