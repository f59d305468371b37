import { http, type HttpHandler } from 'msw';
import { answering } from '../latency';
import { ERRORS, HttpError, textResponse } from './responses';

export interface RouteContext {
  request: Request;
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
}

type Resolver = (context: RouteContext) => Response | Promise<Response>;

/** Every API answer goes through here, so a handler can never throw at the client or leak a stack. */
function safely(resolver: Resolver): Resolver {
  return async (context) => {
    try {
      return await resolver(context);
    } catch (error) {
      if (error instanceof HttpError) return textResponse(error.status, error.message);
      console.error('[mocks] unexpected error in a handler', error);
      return textResponse(500, ERRORS.unexpected);
    }
  };
}

/** An API route on any origin, because the app calls `${origin}/api/...` and so do other clients. */
export function route(
  method: 'get' | 'post' | 'put' | 'delete',
  path: `/api/${string}`,
  resolver: Resolver,
): HttpHandler {
  return http[method](`*${path}`, answering(safely(resolver)));
}

/** A path parameter as text (msw has already percent-decoded it). */
export function pathParam(context: RouteContext, name: string): string {
  const value = context.params[name];
  return typeof value === 'string' ? value : '';
}

/**
 * `load`, called once: the code of calls no first page makes (an order's checks, signing in, the
 * admin's) loads with the first of them, so the demo's first load does without it, and every later
 * call takes the same module.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  const once = () => (loaded ??= load());
  ON_USE.push(once);
  return once;
}

const ON_USE: (() => Promise<unknown>)[] = [];

/**
 * Loads the code of every call at once, for Node (tests, the standalone server), where no first load
 * is measured: a test that reloads modules (vi.resetModules) then never meets a call whose code would
 * come from the fresh modules, with a db and sessions of their own.
 */
export const loadEveryCall = () => Promise.all(ON_USE.map((load) => load()));
