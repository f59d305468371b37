import type { Plugin } from 'vite';

export declare function mswCookieStandIns(): Plugin;
