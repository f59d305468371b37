import type { Rolldown } from 'vite';

export declare function lazyChunk(bundle: Rolldown.OutputBundle, module: string): Rolldown.OutputChunk;
