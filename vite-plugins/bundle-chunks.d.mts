import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

export declare function lazyChunk(bundle: Rolldown.OutputBundle, module: string): Rolldown.OutputChunk;
export declare function withStaticImports(
  bundle: Rolldown.OutputBundle,
  roots: Rolldown.OutputChunk[],
): Set<Rolldown.OutputChunk>;
export declare function appPageTags(
  name: string,
  tagsFor: (bundle: Rolldown.OutputBundle, html: string, base: string) => HtmlTagDescriptor[],
): Plugin;
