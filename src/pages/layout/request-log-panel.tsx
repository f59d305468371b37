import { RequestLogSection } from '@/components/layout/request-log';
import type { RequestLog } from '@contract/demo';
import { copyCurl, downloadHar } from './request-log-actions';

/** The demo bar's request log, its buttons wired to the clipboard, the download and the toasts. */
export function RequestLogPanel({ log }: { log: RequestLog }) {
  return (
    <RequestLogSection
      log={log}
      onCopyCurl={(entry) => void copyCurl(log, entry)}
      onDownloadHar={() => void downloadHar(log)}
    />
  );
}
