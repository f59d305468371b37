import type { Plugin } from 'vite';

export declare function appChunk(): Plugin;
