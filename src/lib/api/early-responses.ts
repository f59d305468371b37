import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import { EARLY_REQUESTS_KEY } from '@/config/constants';

/**
 * Answers to calls the early script (src/boot/early-requests.ts) started before the app ran. Its
 * shape is repeated here, as that script imports no type of the app's.
 */

interface EarlyRequest {
  url: string;
  token: string;
  response: Promise<Response>;
}

function earlyRequests(): EarlyRequest[] {
  const found: unknown = Reflect.get(globalThis, EARLY_REQUESTS_KEY);
  return Array.isArray(found) ? (found as EarlyRequest[]) : [];
}

/**
 * The early answer to exactly this call (same URL, same session), once; undefined when there is
 * none, and the call goes out as usual. It still fails when the request is aborted (the timeout).
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const requests = earlyRequests();
  const token = request.headers.get(ACCESS_TOKEN_HEADER) ?? '';
  const index = requests.findIndex(
    (early) => request.method === 'GET' && early.url === request.url && early.token === token,
  );
  const early = requests[index];
  if (!early) return undefined;
  requests.splice(index, 1);
  return new Promise((resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
    early.response.then(resolve, reject);
  });
}

/** After the first page: later pages ask the server afresh. */
export function forgetEarlyRequests() {
  Reflect.deleteProperty(globalThis, EARLY_REQUESTS_KEY);
}
