import type { Plugin } from 'vite';

export declare function preloadLazyFiles(modules: string[]): Plugin;
