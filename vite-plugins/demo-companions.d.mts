import type { Plugin } from 'vite';

export declare function demoCompanions(): Plugin;
