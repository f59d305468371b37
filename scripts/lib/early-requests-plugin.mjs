// Real-server builds start the landing page's API calls from a tiny script of their own, which runs
// as soon as it arrives instead of after the app's code (src/boot/early-requests.ts).

export const EARLY_REQUESTS_MODULE = '/src/boot/early-requests.ts';

/** Emits the early script as its own file and lists it first in index.html; nothing unless `enabled`. */
export function earlyRequests(enabled) {
  let base = '/';
  return {
    name: 'food-store:early-requests',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    buildStart() {
      if (enabled) this.emitFile({ type: 'chunk', id: EARLY_REQUESTS_MODULE, name: 'early-requests' });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, filename }) => {
        if (!filename.endsWith('index.html')) return html;
        const script = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(EARLY_REQUESTS_MODULE),
        );
        if (!script) return html;
        const attrs = { type: 'module', async: true, crossorigin: true, src: base + script.fileName };
        return [{ tag: 'script', attrs, injectTo: 'head-prepend' }];
      },
    },
  };
}
