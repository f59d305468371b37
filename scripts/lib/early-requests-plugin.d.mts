import type { Plugin } from 'vite';

export declare const EARLY_REQUESTS_MODULE: string;
export declare function earlyRequests(enabled: boolean): Plugin;
