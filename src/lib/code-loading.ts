/**
 * Code that arrives after the first page (each route's file, the map) can fail to load: offline, or
 * a new deploy replaced the file. These helpers keep that inside the app instead of the browser's
 * error page.
 */

// The messages Chromium, Firefox and Safari give a failed `import()`, and Vite's when the route's
// stylesheet, fetched beside its code, did not arrive (offline before the precache got to it).
const FAILED_IMPORT = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS for',
];

export function isCodeLoadError(error: unknown): boolean {
  return error instanceof Error && FAILED_IMPORT.some((start) => error.message.startsWith(start));
}

/**
 * Runs `work` when the browser is idle after the first page, so it never competes with it. The
 * function returned drops it if it has not run yet.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in globalThis) {
    const idle = requestIdleCallback(work, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(work, 2000);
  return () => clearTimeout(timer);
}
