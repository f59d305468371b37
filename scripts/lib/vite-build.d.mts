export declare function viteBuild(args: string[], env?: Record<string, string>): Promise<void>;
export declare function buildAll(builds: Promise<void>[]): Promise<void>;
