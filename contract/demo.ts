/** What the mock backend tells the app about the demo it runs (accounts to try, scenarios to switch). */

/** The tab's chosen scenario is kept in sessionStorage under this key (also read by src/boot/). */
export const SCENARIO_STORAGE_KEY = 'foodstore.mockScenario';

export interface DemoAccount {
  role: 'shopper' | 'admin';
  name: string;
  email: string;
  password: string;
}

export interface DemoInfo {
  scenario: string | null;
  /** `label` is short enough for a phone's picker; `description` says what the scenario does. */
  scenarios: { name: string; label: string; description: string }[];
  demoAccounts: readonly DemoAccount[];
  resetDemoData(): void;
  /** The API calls the mock answered, where the runtime records them. */
  requestLog?: RequestLog;
}

/** Stands for the access token wherever the request log's call carried one: the log never keeps it. */
export const REDACTED_TOKEN = '[redacted]';

/** A request or an answer as the request log keeps it: headers, and the body up to a bound. */
export interface RecordedMessage {
  headers: [name: string, value: string][];
  body: string | null;
  /** The body was longer than the log keeps, so `body` is its start only. */
  truncated: boolean;
}

/** One API call the mock answered (or is still answering). Never holds the access token itself. */
export interface RequestLogEntry {
  id: string;
  method: string;
  /** The address the app called, query included. */
  url: string;
  /** When the call started, in milliseconds since the epoch. */
  startedAt: number;
  /** null while no answer has come (or none ever came: the tab was left, the call was dropped). */
  durationMs: number | null;
  status: number | null;
  statusText: string;
  /** The scenario that answered: 'normal' when none was chosen. */
  scenario: string;
  tokenSent: boolean;
  /** What the chaos scenario injected, from the answer's X-Mock-Injected: error, timeout or slow. */
  injected: string | null;
  /** The request's headers, without the token's. */
  request: RecordedMessage;
  response: RecordedMessage | null;
}

/** The demo bar's request log: what the mock answered, newest first. */
export interface RequestLog {
  /** How many calls it keeps. */
  limit: number;
  /** Newest first; the same array until the log changes (for useSyncExternalStore). */
  entries(): readonly RequestLogEntry[];
  subscribe(listener: () => void): () => void;
  clear(): void;
  /** The call as a curl command for the standalone mock server. */
  curl(entry: RequestLogEntry): Promise<string>;
  /** Everything since the log was last cleared, as a HAR 1.2 file's text. */
  har(): Promise<string>;
}
