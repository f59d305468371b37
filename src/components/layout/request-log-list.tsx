import type { RequestLogEntry } from '@contract/demo';
import styles from './request-log.module.css';

interface RequestLogListProps {
  entries: readonly RequestLogEntry[];
  limit: number;
  onClear: () => void;
  onCopyCurl: (entry: RequestLogEntry) => void;
  onDownloadHar: () => void;
}

// Made on first use, like the app's other formatters: building one is not free on a phone.
let clock: Intl.DateTimeFormat | undefined;
const timeOf = (at: number) => {
  clock ??= new Intl.DateTimeFormat('en-US', { timeStyle: 'medium', hourCycle: 'h23' });
  return clock.format(at);
};

function pathOf(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}

/** In words as well as numbers: the status must read without its colour. */
function statusOf({ status, durationMs }: RequestLogEntry): string {
  if (status !== null) return String(status);
  return durationMs === null ? 'waiting' : 'no answer';
}

function Call({
  entry,
  onCopyCurl,
}: {
  entry: RequestLogEntry;
  onCopyCurl: (entry: RequestLogEntry) => void;
}) {
  const path = pathOf(entry.url);
  const failed = entry.status === null || entry.status >= 400;
  return (
    <li className={styles.call}>
      <p className={styles.request}>
        <span className={failed ? `${styles.status} ${styles.failed}` : styles.status}>
          {statusOf(entry)}
        </span>{' '}
        <code>{entry.method}</code> <code className={styles.path}>{path}</code>
      </p>
      {entry.injected && <p className={styles.injected}>Injected by chaos: {entry.injected}</p>}
      <p className={styles.note}>
        {timeOf(entry.startedAt)} · {entry.durationMs === null ? 'no answer yet' : `${entry.durationMs} ms`} ·
        scenario {entry.scenario} · token sent: {entry.tokenSent ? 'yes' : 'no'}
      </p>
      <button
        type="button"
        className={styles.action}
        aria-label={`Copy as curl: ${entry.method} ${path}`}
        onClick={() => onCopyCurl(entry)}
      >
        Copy as curl
      </button>
    </li>
  );
}

/** The logged calls, newest first, with 'Copy as curl' each, the HAR download and the clear. */
export function RequestLogList({ entries, limit, onClear, onCopyCurl, onDownloadHar }: RequestLogListProps) {
  return (
    <div className={styles.body}>
      <p className={styles.note}>
        The last {limit} API calls the mock answered, newest first, kept for this tab through reloads. A
        copied call that sent a token reads it from <code>$FOODSTORE_TOKEN</code> (the README says how to get
        one).
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={onDownloadHar}>
          Download HAR
        </button>
        <button type="button" className={styles.action} onClick={onClear}>
          Clear log
        </button>
      </div>
      {entries.length === 0 ? (
        <p className={styles.note}>No API calls yet.</p>
      ) : (
        <ol className={styles.calls} aria-label="API calls, newest first">
          {entries.map((entry) => (
            <Call key={entry.id} entry={entry} onCopyCurl={onCopyCurl} />
          ))}
        </ol>
      )}
    </div>
  );
}
