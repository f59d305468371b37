import { notFound } from '@tanstack/react-router';
import { errorMessage, errorStatus } from '@/lib/api/error-message';

/** A load that failed, in the words to show; the route's error page offers a retry. */
export class LoadFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'LoadFailure';
  }
}

/** What `store.dispatch(endpoint.initiate(arg))` returns for a query. */
interface QuerySubscription<T> extends PromiseLike<{ data?: T; error?: unknown }> {
  unsubscribe(): void;
}

/**
 * For loaders whose page cannot render without the data: awaits the query, then releases it (the
 * cache keeps the answer for the page, which reads it from there). No answer or a 404 becomes the
 * route's not-found page; any other failure its error page, with the reason.
 */
export async function ensureQueryData<T>(query: QuerySubscription<T>): Promise<NonNullable<T>> {
  try {
    const { data, error } = await query;
    if (data !== undefined && data !== null) return data;
    if (error === undefined || errorStatus(error) === 404) throw notFound();
    throw new LoadFailure(errorMessage(error), errorStatus(error));
  } finally {
    query.unsubscribe();
  }
}
