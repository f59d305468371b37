import type { Plugin } from 'vite';

export declare function mswStandIns(): Plugin;
