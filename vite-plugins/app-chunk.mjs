// Every browser the app supports preloads modules itself (Baseline since 2023): no polyfill.
// Everything the first page needs anyway goes in one chunk: a dozen tiny shared chunks cost more in
// requests and lost compression than they save. Lazy routes stay split, and so do the boot scripts:
// they run before the app's code has arrived. They take the app's constants (src/config/constants.ts)
// as copies, since every imported constant is inlined, so they import nothing.
import { BOOT_FOLDER } from './boot-script.mjs';

export function appChunk() {
  return {
    name: 'food-store:app-chunk',
    config: () => ({
      build: {
        modulePreload: { polyfill: false },
        rolldownOptions: {
          optimization: { inlineConst: { mode: 'all' } },
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'], test: (id) => !id.includes(BOOT_FOLDER) }],
            },
          },
        },
      },
    }),
  };
}
