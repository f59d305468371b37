import type { Plugin } from 'vite';

export declare function classNames(markup: string): string[];

export declare function inlineStylesheets(
  html: string,
  stylesheets: Map<string, string>,
  base: string,
): string;

export declare function placeMarkup(markup: string, options: { base: string; hashUrls: boolean }): string;

export declare function prerenderShell(options: {
  enabled: boolean;
  module?: string;
  exportName?: string;
  hashUrls: boolean;
}): Plugin;
