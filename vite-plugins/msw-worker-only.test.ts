// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutWebSocketFrames, withWorkerOnly } from './msw-worker-only.mjs';

// The file the build rewrites: msw's browser build, as `import 'msw/browser'` resolves it.
const mswRoot = dirname(createRequire(import.meta.url).resolve('msw/package.json'));
const mswBrowser = readFileSync(join(mswRoot, 'lib/browser/index.mjs'), 'utf8');
// Its reader of the `onUnhandledRequest` option, which the worker-only build gets a copy of.
const mswCompat = readFileSync(join(mswRoot, 'lib/core/experimental/compat.mjs'), 'utf8');

describe('withWorkerOnly, on the installed msw', () => {
  const patched = withWorkerOnly(mswBrowser);

  it('starts no fallback and no WebSocket interceptor, and stays a valid module', () => {
    expect(mswBrowser).toContain('new FallbackHttpSource(');
    expect(patched).not.toContain('new FallbackHttpSource(');
    expect(patched).not.toContain('new WebSocketInterceptor()');
    expect(patched).toContain('The mock API runs in a service worker');
    expect(() => parseAst(patched)).not.toThrow();
  });

  it('marks every top-level class pure, so the bundler drops those no longer used', () => {
    const classes = mswBrowser.match(/^var [\w$]+ = class\b/gm) ?? [];
    expect(classes.length).toBeGreaterThan(10);
    expect(patched.match(/^var [\w$]+ = class\b/gm)).toBeNull();
    expect(patched.match(/^var [\w$]+ = \/\* @__PURE__ \*\/ \(\(\) => class\b/gm)).toHaveLength(
      classes.length,
    );
  });

  it("relies on static blocks that only set the class's own properties", () => {
    // A class whose static block reached outside itself would lose that effect when dropped.
    const blocks = [...mswBrowser.matchAll(/^ {2}static \{\n([\s\S]*?)\n {2}\}$/gm)].map(
      (block) => block[1]!,
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const body of blocks) expect(body.trim()).toMatch(/^this\.\w+ = [^;]*;$/);
  });
});

describe('withoutWebSocketFrames, on the installed msw', () => {
  it("is what the worker-only build imports for msw's compat.mjs", () => {
    expect(mswBrowser).toContain(`from '../core/experimental/compat.mjs';`);
  });

  it('tells no WebSocket frame apart, imports no WebSocket frame class, and stays a valid module', () => {
    const patched = withoutWebSocketFrames(mswCompat);
    expect(mswCompat).toContain('frame instanceof WebSocketNetworkFrame');
    expect(patched).not.toContain('WebSocketNetworkFrame');
    expect(patched).not.toContain('websocket-frame');
    // HTTP frames are still told apart as before.
    expect(patched).toContain('frame instanceof HttpNetworkFrame');
    expect(() => parseAst(patched)).not.toThrow();
  });
});

it('fails the build, naming what to update, when msw no longer reads as expected', () => {
  expect(() => withoutWebSocketFrames('export function fromLegacyOnUnhandledRequest() {}')).toThrow(
    /compat\.mjs no longer tells WebSocket frames apart .* Update vite-plugins\/msw-worker-only\.mjs/,
  );
  expect(() => withWorkerOnly('export function setupWorker() {}')).toThrow(
    /no longer starts the fallback .* Update vite-plugins\/msw-worker-only\.mjs/,
  );
});
