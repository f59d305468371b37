import type { Plugin } from 'vite';

export declare function securityHeaders(origins: { apiBaseUrl: string; tileUrl: string }): Plugin;
