export declare const WEBKIT_DRIVER_PATH: string;
export declare const XVFB_PATH: string;
export declare const WEBKIT_PACKAGES: string[];
export declare function findMiniBrowser(): string | undefined;
export declare function webkitMissing(): string | undefined;
