/**
 * The app's configuration, parsed and checked by the build (vite.config.ts, src/config/parse-env.ts),
 * which puts each field's value here as a constant: the app carries no parser, and a build drops the
 * code its configuration never runs.
 */
import type { Env } from './parse-env';

declare const __FOOD_STORE_ENV__: Env;

/** Apart, for the build to inline where it decides what a build carries (src/main.tsx). */
export const mocksEnabled = __FOOD_STORE_ENV__.mocksEnabled;

export const env: Env = {
  apiBaseUrl: __FOOD_STORE_ENV__.apiBaseUrl,
  mocksEnabled,
  // null where unset: the build's JSON has no undefined.
  mockLatencyMs: __FOOD_STORE_ENV__.mockLatencyMs ?? undefined,
  apiTimeoutMs: __FOOD_STORE_ENV__.apiTimeoutMs,
  routerHistory: __FOOD_STORE_ENV__.routerHistory,
  tileUrl: __FOOD_STORE_ENV__.tileUrl,
  tileAttribution: __FOOD_STORE_ENV__.tileAttribution,
};
