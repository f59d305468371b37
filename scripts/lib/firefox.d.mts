export const FIREFOX_PATH: string;
export const FIREFOX_PACKAGES: string[];
export function firefoxMissing(): string | undefined;
