import type { Browser } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const TEST_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function launchChromium(executablePath?: string, extraArgs?: string[]): Promise<Browser>;
