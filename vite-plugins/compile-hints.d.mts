import type { Plugin } from 'vite';

export declare const COMPILE_HINT: string;
export declare function compileHints(modules: string[]): Plugin;
