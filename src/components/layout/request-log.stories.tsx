import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO_ACCOUNTS } from '@mocks/demo-accounts';
import { createRequestLog } from '@mocks/request-log/log';
import { logEntry } from '@mocks/request-log/testing';
import type { DemoInfo, RequestLogEntry } from '@contract/demo';
import { at } from '@/testing/story-viewports';
import { DemoBar } from './demo-bar';
import { RequestLogSection } from './request-log';

const info: DemoInfo = { scenario: null, scenarios: [], demoAccounts: DEMO_ACCOUNTS, resetDemoData: fn() };

/** A log holding these calls (newest first). */
function logOf(entries: RequestLogEntry[]) {
  const log = createRequestLog(null);
  entries.toReversed().forEach((entry) => log.add(entry));
  return log;
}

const at14 = (minute: number, second: number) => Date.UTC(2026, 10, 28, 14, minute, second);

const A_FEW_CALLS = [
  logEntry({
    id: 'order',
    method: 'POST',
    url: 'http://localhost:5173/api/orders/create',
    startedAt: at14(6, 2),
    durationMs: 431,
    status: 201,
    tokenSent: true,
  }),
  logEntry({
    id: 'dish',
    url: 'http://localhost:5173/api/foods/a773b3cbb094ea1beff07ed9',
    startedAt: at14(5, 40),
    durationMs: 398,
  }),
  logEntry({
    id: 'login',
    method: 'POST',
    url: 'http://localhost:5173/api/auth/login',
    status: 401,
    startedAt: at14(5, 31),
  }),
  logEntry({ id: 'menu', url: 'http://localhost:5173/api/foods', startedAt: at14(5, 9) }),
];

const meta = {
  title: 'Components/Layout/RequestLog',
  component: RequestLogSection,
  parameters: { layout: 'fullscreen' },
  args: { log: logOf(A_FEW_CALLS), onCopyCurl: fn(), onDownloadHar: fn() },
  // In the open demo bar, where the app shows it: its colours and width are the bar's.
  render: (args) => (
    <DemoBar
      info={info}
      open
      onOpenChange={fn()}
      onScenarioChange={fn()}
      onSignIn={fn()}
      onReset={fn()}
      onStateImported={fn()}
      requestLog={<RequestLogSection {...args} />}
    />
  ),
} satisfies Meta<typeof RequestLogSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the log, as a developer would: one click on its line in the demo panel. */
async function openLog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText(/^Request log/));
  await canvas.findByRole('button', { name: 'Clear log' });
  return canvas;
}

export const Empty: Story = {
  args: { log: logOf([]) },
  play: async ({ canvasElement }) => {
    const canvas = await openLog(canvasElement);
    await expect(canvas.getByText('Request log (0 calls)')).toBeVisible();
    await expect(canvas.getByText('No API calls yet.')).toBeVisible();
  },
};

export const AFewCalls: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await openLog(canvasElement);
    const calls = within(canvas.getByRole('list', { name: 'API calls, newest first' })).getAllByRole(
      'listitem',
    );
    await expect(calls[0]).toHaveTextContent(/^201 POST \/api\/orders\/create/);
    await expect(calls[1]).toHaveTextContent(/^200 GET \/api\/foods\/a773b3cbb094ea1beff07ed9/);
    await expect(calls[2]).toHaveTextContent(/^401 POST \/api\/auth\/login/);
    await expect(calls[3]).toHaveTextContent(/^200 GET \/api\/foods14:05:09/);
    await expect(calls[0]).toHaveTextContent('14:06:02 · 431 ms · scenario normal · token sent: yes');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy as curl: GET /api/foods' }));
    await expect(args.onCopyCurl).toHaveBeenCalledWith(A_FEW_CALLS[3]);
    await userEvent.click(canvas.getByRole('button', { name: 'Download HAR' }));
    await expect(args.onDownloadHar).toHaveBeenCalledOnce();
  },
};

/** What the chaos scenario injected is marked in words, not only by the status's colour. */
export const ChaosInjected: Story = {
  args: {
    log: logOf([
      logEntry({
        id: 'timeout',
        url: 'http://localhost:5173/api/tags',
        scenario: 'chaos',
        status: 504,
        durationMs: 20_003,
        injected: 'timeout',
      }),
      logEntry({
        id: 'error',
        method: 'POST',
        url: 'http://localhost:5173/api/orders/pay',
        scenario: 'chaos',
        status: 500,
        tokenSent: true,
        injected: 'error',
      }),
      logEntry({ id: 'fine', scenario: 'chaos', durationMs: 3_402, injected: 'slow' }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = await openLog(canvasElement);
    await expect(canvas.getByText('Injected by chaos: timeout')).toBeVisible();
    await expect(canvas.getByText('Injected by chaos: error')).toBeVisible();
    await expect(canvas.getByText('Injected by chaos: slow')).toBeVisible();
  },
};

/** On the narrowest phone a long path wraps inside the bar: no sideways scrolling. */
export const LongPathOnAPhone: Story = {
  globals: at('smallPhone'),
  args: {
    log: logOf([
      logEntry({
        url: 'http://localhost:5173/api/foods/search/very%20long%20search%20for%20spicy%20noodles?sort=price-desc&diet=vegan&diet=gluten-free',
      }),
      logEntry({ id: 'tags', url: 'http://localhost:5173/api/tags' }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = await openLog(canvasElement);
    for (const call of canvas.getAllByRole('listitem')) {
      await expect(call.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
