/** Builds Storybook into `<outDir>/storybook/` with its inline scripts in files; returns that folder. */
export function buildStorybook(outDir: string): string;
