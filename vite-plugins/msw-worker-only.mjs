// The demo's mock runtime (mocks/browser.ts) answers through msw's service worker and nothing else:
// it refuses to start where a browser has no service worker, and the API has no WebSocket. msw's
// browser build still carries, in one prebuilt file, a fallback that patches fetch and
// XMLHttpRequest for browsers without service workers, and a WebSocket interceptor that it installs
// (replacing window.WebSocket) on every start: 13 kB gzip of the demo's 48 kB msw chunk, none of it
// ever run. Rolldown cannot drop them by itself: they are classes with static blocks, which count
// as side effects.
//
// For that importer only (Storybook and the tests keep msw whole), this build:
// - makes the no-service-worker branch throw, where it built the fallback;
// - leaves the WebSocket interceptor out of the sources msw starts;
// - marks every top-level class of the file pure, so the ones no longer used go. Their static
//   blocks only set properties of the class itself (the test checks it for the installed msw);
// - gives it its own copy of msw's reader of the `onUnhandledRequest` option (core/experimental/
//   compat.mjs) without the WebSocket frame class it tells frames apart by: without the WebSocket
//   source no such frame is ever made (0.35 kB gzip of class and its imports).
// An msw whose file no longer reads as expected fails the build, rather than shipping unpatched.
// In every build, @mswjs/interceptors' own WebSocket module (which msw's core imports for its types
// alone) counts as free of side effects: its classes' static blocks are all it runs.

import { fileURLToPath } from 'node:url';

const WORKER_ONLY = '?worker-only';
const WEBSOCKET_INTERCEPTOR =
  /[\\/]@mswjs[\\/]interceptors[\\/]lib[\\/]browser[\\/]interceptors[\\/]WebSocket[\\/]index\.mjs$/;

const FALLBACK = /: new FallbackHttpSource\(\{\s*quiet: options\?\.quiet\s*\}\);/;
const WEBSOCKETS = /,\s*new InterceptorSource2\(\{\s*interceptors: \[new WebSocketInterceptor\(\)\]\s*\}\)/;
const COMPAT = '../core/experimental/compat.mjs';
const WEBSOCKET_FRAME_IMPORT =
  /^import \{ WebSocketNetworkFrame \} from '\.\/frames\/websocket-frame\.mjs';$/m;
const WEBSOCKET_FRAME_TEST = /\bframe instanceof WebSocketNetworkFrame\b/g;
/** `var Name = class … {` to the `};` that closes it, at the file's top level (its only indentation-free `};`). */
const TOP_LEVEL_CLASS = /^var ([\w$]+) = (class\b[^\n]*\{\n[\s\S]*?\n)\};$/gm;

/** msw's browser build (msw/lib/browser/index.mjs) without the fallback and WebSocket sources. */
export function withWorkerOnly(code) {
  for (const [what, pattern] of [
    ['the fallback for browsers without service workers', FALLBACK],
    ['the WebSocket interceptor', WEBSOCKETS],
  ]) {
    if (!pattern.test(code)) {
      throw new Error(
        `msw-worker-only: msw's browser build no longer starts ${what} as this build expects. ` +
          'Update vite-plugins/msw-worker-only.mjs for the installed msw.',
      );
    }
  }
  return code
    .replace(
      FALLBACK,
      ': (() => { throw new Error("The mock API runs in a service worker, which this browser does not offer."); })();',
    )
    .replace(WEBSOCKETS, '')
    .replace(TOP_LEVEL_CLASS, (_, name, body) => `var ${name} = /* @__PURE__ */ (() => ${body}})();`);
}

/** msw's compat.mjs where no WebSocket frame exists: its test for one is false. */
export function withoutWebSocketFrames(code) {
  if (!WEBSOCKET_FRAME_IMPORT.test(code) || (code.match(WEBSOCKET_FRAME_TEST) ?? []).length !== 1) {
    throw new Error(
      "msw-worker-only: msw's compat.mjs no longer tells WebSocket frames apart as this build expects. " +
        'Update vite-plugins/msw-worker-only.mjs for the installed msw.',
    );
  }
  return code.replace(WEBSOCKET_FRAME_IMPORT, '').replace(WEBSOCKET_FRAME_TEST, 'false');
}

/** The demo's mock runtime, the one importer of msw that is worker-only. */
const demoRuntime = () => fileURLToPath(new URL('../mocks/browser.ts', import.meta.url));

/** Build only: `msw/browser` as imported by `importer` (an absolute path) is the worker-only build. */
export function mswWorkerOnly(importer = demoRuntime()) {
  return {
    name: 'food-store:msw-worker-only',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, from, options) {
      const workerOnly = source === 'msw/browser' && from === importer;
      const compat = source === COMPAT && from?.endsWith(WORKER_ONLY);
      if (!workerOnly && !compat) return null;
      const base = from.slice(0, from.length - (compat ? WORKER_ONLY.length : 0));
      const resolved = await this.resolve(source, base, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}${WORKER_ONLY}` };
    },
    transform(code, id) {
      if (id.endsWith(`compat.mjs${WORKER_ONLY}`)) return { code: withoutWebSocketFrames(code), map: null };
      if (id.endsWith(WORKER_ONLY)) return { code: withWorkerOnly(code), map: null };
      // msw's core imports it for its types alone (`import {} from …`); its code is classes.
      return WEBSOCKET_INTERCEPTOR.test(id) ? { code, moduleSideEffects: false } : null;
    },
  };
}
