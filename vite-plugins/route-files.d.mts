import type { Plugin } from 'vite';

export declare function listRouteFiles(): Plugin;
