import type { Plugin } from 'vite';

export declare const ROUTE_FILES_META: string;
export declare function listRouteFiles(): Plugin;
