import type { Plugin } from 'vite';

export declare function withWorkerOnly(code: string): string;
export declare function withoutWebSocketFrames(code: string): string;
export declare function mswWorkerOnly(importer?: string): Plugin;
