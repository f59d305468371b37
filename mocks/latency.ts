import { delay } from 'msw';

/** What the browser uses unless told otherwise: enough for the Loading overlay to be seen. */
export const DEFAULT_BROWSER_LATENCY_MS = 400;

let latencyMs = 0;

/** Zero by default, so tests run at full speed; the browser and the standalone server set it at start. */
export function setLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

export const currentLatency = () => latencyMs;

/**
 * The one place latency is added: a resolver that answers no sooner than the latency after it
 * started. Its own work counts toward the latency, as a server's does, instead of coming on top:
 * in the browser the mocks run on the page's thread, and writing a 10,000-dish menu the first time
 * takes over 400 ms there at phone speed. A resolver that answers nothing (the request goes on to
 * the next handler) adds nothing.
 */
export function answering<Args extends unknown[], Answer extends Response | undefined>(
  resolver: (...args: Args) => Answer | Promise<Answer>,
): (...args: Args) => Promise<Answer> {
  return async (...args) => {
    const started = performance.now();
    const answer = await resolver(...args);
    const left = latencyMs - (performance.now() - started);
    if (answer !== undefined && left > 0) await delay(left);
    return answer;
  };
}
