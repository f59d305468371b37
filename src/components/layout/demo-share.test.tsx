import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logIn } from '@mocks/testing/api';
import { createStateTools } from '@mocks/share/state-tools';
import type { ChaosSettings } from '@mocks/scenarios/chaos';
import type { DemoStateShare } from '@contract/demo';
import { DemoShare } from './demo-share';

const BASE = 'https://demo.example/food-store/';

async function renderShare(chaos: ChaosSettings | null = null) {
  const tools = createStateTools({
    base: BASE,
    scenario: chaos ? 'chaos' : null,
    chaos,
    storage: null,
    href: () => BASE,
  });
  const loaded = Promise.resolve(tools);
  const state: DemoStateShare = { chaos, takeOpened: () => null, tools: () => loaded };
  const onImported = vi.fn();
  const user = userEvent.setup();
  // The tools arrive as a promise (they load on first use): act waits for the section they fill.
  await act(async () => {
    render(
      <Suspense>
        <DemoShare state={state} onImported={onImported} />
      </Suspense>,
    );
  });
  return { user, onImported, exported: () => tools.exportFile().text };
}

const jsonFile = (text: string) =>
  new File([text], 'foodstore-demo-state.json', { type: 'application/json' });

async function openShare(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByText('Share the demo’s state'));
}

describe('the demo bar’s share section', () => {
  it('shows the chaos run’s seed and rate, and copies the link that replays its failures', async () => {
    const { user } = await renderShare({ seed: 42, rate: 0.3 });
    expect(await screen.findByText(/Chaos seed/)).toHaveTextContent('Chaos seed 42, rate 0.3');
    await user.click(screen.getByRole('button', { name: 'Copy replay link' }));
    expect(await navigator.clipboard.readText()).toBe(`${BASE}?scenario=chaos&seed=42&rate=0.3`);
    expect(screen.getByRole('status')).toHaveTextContent('Copied the link to replay these failures.');
  });

  it('shows no chaos line when chaos does not run', async () => {
    await renderShare();
    await screen.findByText('Share the demo’s state');
    expect(screen.queryByRole('button', { name: 'Copy replay link' })).not.toBeInTheDocument();
  });

  it('lists the named states, each with a link to copy', async () => {
    const { user } = await renderShare();
    await openShare(user);
    expect(screen.getByText('Admin with 30 orders')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy link: Payment fails' }));
    expect(await navigator.clipboard.readText()).toBe(`${BASE}?state=payment-fails`);
    expect(screen.getByRole('status')).toHaveTextContent('Copied the link to open “Payment fails”.');
  });

  it('says what is wrong with a bad file and imports nothing; a good file then clears the message', async () => {
    const { user, onImported, exported } = await renderShare();
    await openShare(user);
    const input = screen.getByLabelText('Import a state file');

    await user.upload(input, jsonFile('{"format": "something-else"}'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The state was not imported. This is not a Food Store demo state file: it has no "format": "foodstore-demo-state".',
    );
    expect(input).toHaveAccessibleDescription(/The state was not imported/);
    expect(onImported).not.toHaveBeenCalled();

    await logIn('shopper');
    await user.upload(input, jsonFile(exported()));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ ok: true, orders: 2, reloadTo: null }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
