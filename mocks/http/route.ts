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
