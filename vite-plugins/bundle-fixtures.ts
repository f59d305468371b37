// What the page plugins' tests build on: a bundle's chunks as Vite hands them over, and a plugin
// made by appPageTags (bundle-chunks.mjs) run on a page.
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** A chunk of a build's bundle: lazily loaded when it has a module behind it (`facadeModuleId`). */
export const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  css: string[] = [],
) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  isDynamicEntry: facadeModuleId !== null,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** What `plugin` makes of `html`, the page `filename` of a build with `bundle` and `base`. */
export function transformPage(
  plugin: Plugin,
  {
    html,
    bundle,
    filename = '/repo/index.html',
    base = '/',
  }: {
    html: string;
    bundle: Record<string, ReturnType<typeof chunk>>;
    filename?: string;
    base?: string;
  },
) {
  const pagePlugin = plugin as Plugin & {
    configResolved: (config: { base: string }) => void;
    transformIndexHtml: { handler: (html: string, context: Partial<IndexHtmlTransformContext>) => unknown };
  };
  pagePlugin.configResolved({ base });
  return pagePlugin.transformIndexHtml.handler(html, { filename, bundle: bundle as never });
}
