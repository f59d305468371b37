import { notFound } from '@tanstack/react-router';
import { errorMessage, errorStatus, isMissingCall } from '@/lib/api/error-message';
import { LoadFailure, MissingCall } from '@/lib/api/load-failure';

/** What `store.dispatch(endpoint.initiate(arg))` returns for a query. */
interface QuerySubscription<T> extends PromiseLike<{ data?: T; error?: unknown }> {
  unsubscribe(): void;
}

/**
 * What the page asks for: a `list` (the menu, the orders) always exists, so no answer of its call
 * can mean "not found"; a `record` (one dish, one order) can be missing.
 */
export type Wanted = 'list' | 'record';

/**
 * For loaders whose page cannot render without the data: awaits the query, then releases it (the
 * cache keeps the answer for the page, which reads it from there). A call the server lacks becomes
 * a MissingCall; a record's empty answer or its own 404 the route's not-found page; any other
 * failure its error page, with the reason. With `latest`, only this fetch's answer counts.
 */
export async function ensureQueryData<T>(
  query: QuerySubscription<T>,
  wanted: Wanted,
  { latest = false }: { latest?: boolean } = {},
): Promise<NonNullable<T>> {
  try {
    const { data, error } = await query;
    // A failed fetch keeps the data of the one before: `latest` takes the failure instead.
    if (data !== undefined && data !== null && !(latest && error !== undefined)) return data;
    const status = errorStatus(error);
    if (status !== undefined && isMissingCall(error, { list: wanted === 'list' }))
      throw new MissingCall(status);
    if (error === undefined || status === 404) throw notFound();
    throw new LoadFailure(errorMessage(error), status);
  } finally {
    query.unsubscribe();
  }
}
