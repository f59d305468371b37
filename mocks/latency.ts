import { delay, http, type HttpHandler } from 'msw';
import { isApiRequest } from './http/api-request';

/** What the browser uses unless told otherwise: enough for the Loading overlay to be seen. */
export const DEFAULT_BROWSER_LATENCY_MS = 400;

let latencyMs = 0;

/** Zero by default, so tests run at full speed; the browser and the standalone server set it at start. */
export function setLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

/** The one place latency is added: a pass-through in front of every API handler. */
export const latencyHandler: HttpHandler = http.all(isApiRequest, async () => {
  if (latencyMs > 0) await delay(latencyMs);
});
