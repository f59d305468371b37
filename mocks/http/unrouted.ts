import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { answering } from '../latency';
import { isApiRequest } from './api-request';
import { ERRORS, textResponse } from './responses';

// Routes are path patterns (mocks/http/route.ts); a predicate would be no route of the API.
const routeMatches = ({ info: { path } }: HttpHandler, url: URL) =>
  typeof path !== 'function' && matchRequestUrl(url, path).matches;

/**
 * API requests no route takes, answered as a careful server would: a path the API has with another
 * method gets 405 and an `Allow` header, any other a 404 sentence. In the browser an unknown call
 * would otherwise fall through to the dev server, whose index.html would pass for an answer.
 */
export function unroutedHandler(routes: readonly HttpHandler[]): HttpHandler {
  const isRouted = (request: Request) => {
    const url = new URL(request.url);
    return routes.some((route) => route.info.method === request.method && routeMatches(route, url));
  };
  return http.all(
    ({ request }) => isApiRequest({ request }) && !isRouted(request),
    answering(({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const allowed = [
        ...new Set(routes.filter((route) => routeMatches(route, url)).map((r) => r.info.method)),
      ];
      if (allowed.length === 0) return textResponse(404, ERRORS.noSuchCall);
      const response = textResponse(405, ERRORS.wrongMethod);
      response.headers.set('Allow', allowed.join(', '));
      return response;
    }),
  );
}

/** `/api/foods/search/` and `/api/foods/tag/%20` name no dish: a 400, never the dish route or the whole menu. */
export const blankFilterHandler: HttpHandler = http.get(
  ({ request }) => /\/api\/foods\/(search|tag)(\/(%20|\s)*)?$/i.test(new URL(request.url).pathname),
  answering(() => textResponse(400, ERRORS.termRequired)),
);
