import type { Plugin } from 'vite';

/** `pages`: lazy pages no route file splits off, each listed under the name given, e.g. `{ '/src/pages/catalogue-page.tsx': 'catalogue' }`. */
export declare function listRouteFiles(pages?: Record<string, string>): Plugin;
