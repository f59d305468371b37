import { useState, useSyncExternalStore } from 'react';
import type { RequestLog, RequestLogEntry } from '@contract/demo';
import { RequestLogList } from './request-log-list';
import styles from './request-log.module.css';

export interface RequestLogProps {
  log: RequestLog;
  onCopyCurl: (entry: RequestLogEntry) => void;
  onDownloadHar: () => void;
}

const calls = (count: number) => `${count} ${count === 1 ? 'call' : 'calls'}`;

/** The demo bar's request log: a disclosure of its own, so the panel stays short on a phone. */
export function RequestLogSection({ log, onCopyCurl, onDownloadHar }: RequestLogProps) {
  const entries = useSyncExternalStore(log.subscribe, log.entries);
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.log} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>Request log ({calls(entries.length)})</summary>
      {open && (
        <RequestLogList
          entries={entries}
          limit={log.limit}
          onClear={log.clear}
          onCopyCurl={onCopyCurl}
          onDownloadHar={onDownloadHar}
        />
      )}
    </details>
  );
}
