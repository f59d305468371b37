import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestLog } from '@mocks/request-log/log';
import { logEntry } from '@mocks/request-log/testing';
import { AppToaster } from '@/lib/toast/app-toaster';
import { copyCurl, downloadHar } from './request-log-actions';

/** The browser's clipboard, as a secure page has it (jsdom has none). */
function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('copyCurl', () => {
  it('puts the curl command on the clipboard and says so', async () => {
    const written: string[] = [];
    clipboard(async (text) => void written.push(text));
    render(<AppToaster />);
    await copyCurl(createRequestLog(null), logEntry({ url: 'http://localhost:5173/api/tags' }));
    expect(await screen.findByText('Copied as curl')).toBeInTheDocument();
    expect(written).toEqual(["curl 'http://127.0.0.1:9090/api/tags'"]);
  });

  it('says what to do when the browser refuses the clipboard', async () => {
    clipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    render(<AppToaster />);
    await copyCurl(createRequestLog(null), logEntry());
    expect(await screen.findByText('Could not copy the call')).toBeInTheDocument();
    expect(
      screen.getByText('The browser refused the clipboard. Allow this site to use it, then try again.'),
    ).toBeInTheDocument();
  });

  it('says a secure page is needed where there is no clipboard', async () => {
    render(<AppToaster />);
    await copyCurl(createRequestLog(null), logEntry());
    expect(
      await screen.findByText('Copying needs a secure page: open the demo on https:// or http://localhost.'),
    ).toBeInTheDocument();
  });
});

describe('downloadHar', () => {
  it('saves the log as a .har file and says so', async () => {
    const log = createRequestLog(null);
    log.add(logEntry());
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', text: (blob as Blob).text() });
      return 'blob:har';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[0]!.name = this.download;
    });
    render(<AppToaster />);
    await downloadHar(log);
    expect(await screen.findByText('HAR downloaded')).toBeInTheDocument();
    expect(saved[0]!.name).toBe('food-store-requests.har');
    const har = JSON.parse(await saved[0]!.text) as { log: { version: string; entries: unknown[] } };
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(1);
  });
});
