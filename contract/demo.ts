/** What the mock backend tells the app about the demo it runs (accounts to try, scenarios to switch). */
import type { Food } from './types';

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
  /** The demo's state to share: the chaos run's seed, a file to export and import, named-state links. */
  state?: DemoStateShare;
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

export interface DemoStateShare {
  /** The chaos scenario's seed and rate, while it runs. */
  chaos: { seed: number; rate: number } | null;
  /** The named state this page load opened from its `?state=` link, the first time it is asked; else null. */
  takeOpened(): DemoStateOpened | null;
  /** Loaded on first use, not with the demo: the same promise every time. */
  tools(): Promise<DemoStateTools>;
}

/** A named state the link applied (the app signs in and fills the cart), or the unknown name it asked for. */
export type DemoStateOpened =
  | { kind: 'opened'; label: string; account: DemoAccount; cart: readonly Food[] }
  | { kind: 'unknown'; name: string };

export interface DemoStateTools {
  named: { name: string; label: string; description: string; link: string }[];
  /** The link that replays the chaos run's failures, while it runs. */
  chaosLink: string | null;
  exportFile(): { name: string; text: string };
  /** Checks the whole file first: a bad one changes nothing and says what is wrong. */
  importFile(file: Blob): Promise<DemoStateImport>;
}

export type DemoStateImport =
  | { ok: false; message: string }
  | {
      ok: true;
      orders: number;
      /** The file's sessions: the app stays signed in only if its own is among them. */
      sessions: { token: string; email: string }[];
      /** Where the tab goes to take the file's scenario, when it is not the tab's: a reload. */
      reloadTo: string | null;
    };
