// Every browser the app supports preloads modules itself (Baseline since 2023): no polyfill.
// Everything the first page needs anyway goes in one chunk: a dozen tiny shared chunks cost more in
// requests and lost compression than they save. Lazy routes stay split, and so do the boot scripts:
// they run before the app's code has arrived. They take the app's constants (src/config/constants.ts)
// as copies, since every imported constant is inlined, so they import nothing.
//
// The mock runtime (mocks/browser.ts and what it imports) is one chunk too. Its own lazy parts (the
// demo bar's export, import and named states) import its modules, and Rolldown would split those into
// common chunks (1.1 kB gzip more on the demo's first load): the pass that sees they are loaded
// already is off in any build with top-level await, which main.tsx has.
import { BOOT_FOLDER } from './boot-script.mjs';

const MOCK_RUNTIME = /[\\/]mocks[\\/]browser\.ts$/;

export function appChunk() {
  /** Every module mocks/browser.ts reaches by static imports. */
  const mockRuntime = new Set();
  return {
    name: 'food-store:app-chunk',
    config: () => ({
      build: {
        modulePreload: { polyfill: false },
        rolldownOptions: {
          optimization: { inlineConst: { mode: 'all' } },
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], test: (id) => !id.includes(BOOT_FOLDER) },
                { name: 'browser', test: (id) => mockRuntime.has(id) },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => MOCK_RUNTIME.test(id));
      const pending = entry ? [entry] : [];
      while (pending.length > 0) {
        const id = pending.pop();
        if (mockRuntime.has(id)) continue;
        mockRuntime.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
