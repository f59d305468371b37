export declare function externalizeScripts(html: string, dir: string, prefix?: string): string;
export declare function buildApiDocs(outDir: string, document?: string): string;
export declare function publishedDocument(file: string, scratch: string): string;
