import type { Plugin } from 'vite';

export declare function withCharsetFirst(html: string): string;
export declare function charsetFirst(): Plugin;
