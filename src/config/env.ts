/** The app's configuration, parsed once from Vite's environment. */
import { parseEnv } from './parse-env';

export const env = parseEnv(import.meta.env);
