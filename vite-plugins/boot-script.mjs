// Scripts that must run before the app's code has arrived (src/boot/) are built apart from it, as
// files of their own listed first in index.html: the real-server build's early API calls, and the
// demo's guard over the page prerendered into its index.html.

/** Where the boot scripts and what only they use live: never in the app's own chunk (vite.config.ts). */
export const BOOT_FOLDER = '/src/boot/';

/**
 * Emits `module` (by default src/boot/`name`.ts) as its own file and lists it first in index.html; nothing unless `enabled`.
 * `blocking`: a classic script, which the page runs before it paints; otherwise an async module,
 * which runs as soon as it arrives. The build fails if the file imports anything (it would wait on
 * the app's code), or if a classic one exports anything (a classic script cannot).
 */
export function bootScript({ enabled, name, blocking, module = `${BOOT_FOLDER}${name}.ts` }) {
  let base = '/';
  // The app's own page only: Storybook builds its iframe.html with this config.
  let forTheApp = false;
  const ownChunk = (bundle) =>
    Object.values(bundle ?? {}).find(
      (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module),
    );
  return {
    name: `food-store:boot-script:${name}`,
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
      const input = config.build.rolldownOptions?.input;
      forTheApp = input === undefined || JSON.stringify(input).includes('index.html');
    },
    buildStart() {
      if (enabled && forTheApp) this.emitFile({ type: 'chunk', id: module, name });
    },
    generateBundle(_options, bundle) {
      const chunk = ownChunk(bundle);
      if (!chunk) return;
      const imported = [...chunk.imports, ...chunk.dynamicImports];
      if (imported.length > 0)
        throw new Error(`${module} imports ${imported.join(', ')}: a boot script must import nothing.`);
      if (blocking && chunk.exports.length > 0)
        throw new Error(`${module} exports ${chunk.exports.join(', ')}: a classic script cannot.`);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, filename }) => {
        if (!filename.endsWith('index.html')) return html;
        const chunk = ownChunk(bundle);
        if (!chunk) return html;
        const src = base + chunk.fileName;
        const attrs = blocking ? { src } : { type: 'module', async: true, crossorigin: true, src };
        return [{ tag: 'script', attrs, injectTo: 'head-prepend' }];
      },
    },
  };
}
