import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@mocks/demo-accounts';
import type { DemoInfo } from '@contract/demo';
import { DemoBar } from './demo-bar';

const info: DemoInfo = {
  scenario: null,
  scenarios: [],
  demoAccounts: DEMO_ACCOUNTS,
  resetDemoData: () => undefined,
};

it("keeps the panel's open state to the panel's own summary: a section opened inside it is not the panel", async () => {
  const onOpenChange = vi.fn();
  const section = vi.fn();
  render(
    <DemoBar
      info={info}
      open
      onOpenChange={onOpenChange}
      onScenarioChange={vi.fn()}
      onSignIn={vi.fn()}
      onReset={vi.fn()}
      onStateImported={vi.fn()}
      requestLog={
        <details onToggle={(event) => section(event.currentTarget.open)}>
          <summary>Request log</summary>
        </details>
      }
    />,
  );
  // The panel rendered open says so once, as the browser fires its first toggle.
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(true));
  onOpenChange.mockClear();
  await userEvent.click(screen.getByText('Request log'));
  await waitFor(() => expect(section).toHaveBeenCalledWith(true));
  await userEvent.click(screen.getByText(/^Demo mode: mock backend/));
  await waitFor(() => expect(onOpenChange).toHaveBeenCalled());
  expect(onOpenChange.mock.calls).toEqual([[false]]);
});
