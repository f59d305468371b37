export declare function contentSecurityPolicy(options: { apiBaseUrl: string; tileUrl: string }): string;
export declare function headersFile(policy: string): string;
