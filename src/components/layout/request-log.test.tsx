import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createRequestLog } from '@mocks/request-log/log';
import { logEntry } from '@mocks/request-log/testing';
import { RequestLogSection } from './request-log';

function renderLog() {
  const log = createRequestLog(null);
  const onCopyCurl = vi.fn();
  const onDownloadHar = vi.fn();
  render(<RequestLogSection log={log} onCopyCurl={onCopyCurl} onDownloadHar={onDownloadHar} />);
  return { log, onCopyCurl, onDownloadHar };
}

async function openLog() {
  await userEvent.click(screen.getByText(/^Request log/));
  return screen.findByRole('button', { name: 'Clear log' });
}

describe('RequestLogSection', () => {
  it('counts the calls while closed, and lists them newest first once opened', async () => {
    const { log } = renderLog();
    log.add(logEntry({ id: 'menu', url: 'http://localhost:5173/api/foods?sort=price' }));
    log.add(
      logEntry({
        id: 'order',
        method: 'POST',
        url: 'http://localhost:5173/api/orders/create',
        status: 500,
        scenario: 'chaos',
        tokenSent: true,
        injected: 'error',
      }),
    );
    expect(await screen.findByText('Request log (2 calls)')).toBeInTheDocument();

    await openLog();
    expect(screen.getByText(/The last 100 API calls the mock answered, newest first/)).toBeInTheDocument();
    const [order, menu] = within(screen.getByRole('list', { name: 'API calls, newest first' })).getAllByRole(
      'listitem',
    );
    expect(order).toHaveTextContent(/^500 POST \/api\/orders\/create/);
    expect(order).toHaveTextContent('Injected by chaos: error');
    expect(order).toHaveTextContent('412 ms · scenario chaos · token sent: yes');
    expect(menu).toHaveTextContent(/^200 GET \/api\/foods\?sort=price/);
    expect(menu).toHaveTextContent('scenario normal · token sent: no');
    expect(menu).not.toHaveTextContent('Injected');
  });

  it('says when a call has no answer yet', async () => {
    const { log } = renderLog();
    log.add(logEntry({ status: null, durationMs: null, response: null }));
    await openLog();
    expect(screen.getByRole('listitem')).toHaveTextContent(/^waiting GET \/api\/foods.*no answer yet/);
  });

  it('shows new calls as they come without taking the focus', async () => {
    const { log } = renderLog();
    const clear = await openLog();
    expect(screen.getByText('No API calls yet.')).toBeInTheDocument();
    clear.focus();
    act(() => log.add(logEntry({ url: 'http://localhost:5173/api/tags' })));
    expect(await screen.findByText('/api/tags')).toBeInTheDocument();
    expect(screen.getByText('Request log (1 call)')).toBeInTheDocument();
    expect(clear).toHaveFocus();
  });

  it('clears the log with its button', async () => {
    const { log } = renderLog();
    log.add(logEntry());
    await userEvent.click(await openLog());
    expect(await screen.findByText('No API calls yet.')).toBeInTheDocument();
    expect(screen.getByText('Request log (0 calls)')).toBeInTheDocument();
    expect(log.entries()).toEqual([]);
  });

  it('hands the call to copy as curl, and asks for the HAR', async () => {
    const { log, onCopyCurl, onDownloadHar } = renderLog();
    const menu = logEntry({ url: 'http://localhost:5173/api/foods/abc' });
    log.add(menu);
    await openLog();
    await userEvent.click(screen.getByRole('button', { name: 'Copy as curl: GET /api/foods/abc' }));
    expect(onCopyCurl).toHaveBeenCalledWith(menu);
    await userEvent.click(screen.getByRole('button', { name: 'Download HAR' }));
    expect(onDownloadHar).toHaveBeenCalledOnce();
  });
});
