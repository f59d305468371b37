/** What the request log's buttons do: copy a call as curl, download the log as HAR, each with a toast. */
import { notify } from '@/lib/toast/notify';
import type { RequestLog, RequestLogEntry } from '@contract/demo';
import { downloadFile } from '@/utils/download-file';

const CODE_MISSING = 'Its code could not be loaded. Check your connection, then try again.';

async function writeToClipboard(text: string): Promise<string | null> {
  if (!window.isSecureContext || !navigator.clipboard) {
    return 'Copying needs a secure page: open the demo on https:// or http://localhost.';
  }
  try {
    await navigator.clipboard.writeText(text);
    return null;
  } catch {
    return 'The browser refused the clipboard. Allow this site to use it, then try again.';
  }
}

export async function copyCurl(log: RequestLog, entry: RequestLogEntry) {
  let command: string;
  try {
    command = await log.curl(entry);
  } catch {
    notify.error('Could not copy the call', CODE_MISSING);
    return;
  }
  const refusal = await writeToClipboard(command);
  if (refusal) notify.error('Could not copy the call', refusal);
  else
    notify.success(
      'Copied as curl',
      'Paste it in a terminal while the mock server runs (npm run mock-server).',
    );
}

export async function downloadHar(log: RequestLog) {
  let har: string;
  try {
    har = await log.har();
  } catch {
    notify.error('HAR not downloaded', CODE_MISSING);
    return;
  }
  downloadFile('food-store-requests.har', har);
  notify.success('HAR downloaded', 'food-store-requests.har: the calls since the log was last cleared.');
}
