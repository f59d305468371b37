import type { Plugin } from 'vite';

export declare function classNames(markup: string): string[];

export declare function prerenderShell(options: {
  enabled: boolean;
  module: string;
  component: string;
}): Plugin;
