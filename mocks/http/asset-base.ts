/**
 * Where images are served from. The browser worker sets it once at start (the app's base URL, which
 * may be a sub-path); elsewhere (Node tests, the standalone server) it is the request's own origin.
 */
let assetBase: string | null = null;

export function setAssetBase(base: string): void {
  assetBase = base;
}

/** The seed's relative image path made absolute; absolute URLs pass through unchanged. */
export function absoluteUrl(path: string, request: Request): string {
  return new URL(path, assetBase ?? new URL('/', request.url)).href;
}
