import type { Plugin } from 'vite';

export declare const BOOT_FOLDER: string;
export declare function bootScript(options: {
  enabled: boolean;
  module?: string;
  name: string;
  blocking: boolean;
}): Plugin;
