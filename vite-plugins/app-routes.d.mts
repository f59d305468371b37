import type { Plugin } from 'vite';

export declare function appRoutes(): Plugin;
