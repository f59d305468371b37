import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import { API_BASE_URL } from '@/config/api-base';
import { env } from '@/config/env';
import { answerRefused } from './answer-schema';
import { takeEarlyResponse } from './early-responses';
import { requestsReady } from './request-gate';

/** The slice of state the API layer reads; structural, so lib does not depend on the account feature. */
interface TokenState {
  user?: { token?: string };
}

const fetchFromApi = fetchBaseQuery({
  // A relative base URL does not parse under jsdom, and an absolute one is right in the browser too.
  baseUrl: API_BASE_URL,
  // A call that never answers fails like any other, so the Loading overlay cannot outlive it.
  timeout: env.apiTimeoutMs,
  // Error bodies are text/plain sentences; JSON is parsed only when the server says it is JSON.
  responseHandler: 'content-type',
  // The landing page's calls may already be on their way (src/boot/early-requests.ts).
  fetchFn: (request) => (request instanceof Request && takeEarlyResponse(request)) || fetch(request),
  // Only API requests pass through here, so the token never reaches map tiles or any other host.
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as TokenState).user?.token;
    if (token) headers.set(ACCESS_TOKEN_HEADER, token);
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  try {
    await requestsReady();
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return { error: { status: 'CUSTOM_ERROR', error: `The backend could not start: ${reason}` } };
  }
  return fetchFromApi(args, api, extraOptions);
};

/**
 * A server id as a cache tag id. RTK Query keeps tags in plain objects keyed by id, where an id such
 * as `constructor` or `__proto__` would hit an object built-in and throw: ids are opaque strings.
 */
export const tagId = (id: string) => `id:${id}`;

/** The one API slice; each feature injects its endpoints (named after docs/product.md §7). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  catchSchemaFailure: answerRefused,
  tagTypes: ['Food', 'Tag', 'Order'],
  endpoints: () => ({}),
});
