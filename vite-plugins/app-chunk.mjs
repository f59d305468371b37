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
import { isAbsolute } from 'node:path';
import { BOOT_FOLDER } from './boot-script.mjs';

const MOCK_RUNTIME = /[\\/]mocks[\\/]browser\.ts$/;
const CART_LINES = new RegExp(
  [
    'src/features/cart/cart-(edits|view)\\.',
    'src/features/cart/components/(price-check-notice|cart\\.module)\\.',
    'src/routes/-lib/use-menu-prices\\.',
    'src/components/ui/line-choices\\.',
    'src/features/orders/components/(order-items-table|orders\\.module)\\.',
    'contract/options\\.',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

export function appChunk() {
  /** Every module only mocks/browser.ts reaches, by static imports. */
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
                // Not what the app shares with it (it lands in a chunk of its own, which both import).
                { name: 'browser', test: (id) => mockRuntime.has(id), includeDependenciesRecursively: false },
                // What the pages that change or show the cart's lines share (dish, cart, checkout, order):
                // one chunk, not seven of a few hundred bytes each, whose lost compression cost the
                // checkout 0.7 kB. The demo's mock takes the option rules from it with its first order.
                { name: 'cart-lines', test: CART_LINES, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const runtime = [...this.getModuleIds()].find((id) => MOCK_RUNTIME.test(id));
      if (!runtime) return;
      const info = (id) => this.getModuleInfo(id);
      const statically = (id) => info(id)?.importedIds ?? [];
      // Its own lazy parts included, which import its modules too.
      const owned = reach([runtime], (id) => [
        ...statically(id),
        ...(info(id)?.dynamicallyImportedIds ?? []),
      ]);
      // Only what nothing else imports: a module the app uses too (a route's digits, say) stays out,
      // or a real-server build would load the runtime's chunk with its first page.
      let changed = true;
      while (changed) {
        changed = false;
        for (const id of owned) {
          const importers = [...(info(id)?.importers ?? []), ...(info(id)?.dynamicImporters ?? [])];
          if (id !== runtime && importers.some((importer) => !owned.has(importer))) {
            owned.delete(id);
            changed = true;
          }
        }
      }
      // Files only: the bundler's own helpers serve every chunk.
      for (const id of reach([runtime], statically)) if (owned.has(id) && isAbsolute(id)) mockRuntime.add(id);
    },
  };
}

/** Every module `follow` leads to from `start`. */
function reach(start, follow) {
  const seen = new Set();
  const pending = [...start];
  while (pending.length > 0) {
    const id = pending.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...follow(id));
  }
  return seen;
}
