export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export declare function serveStatic(
  dir: string,
  options?: { basePath?: string; port?: number; compress?: boolean },
): Promise<StaticServer>;
