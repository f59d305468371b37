import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestApp } from '@/testing/app-factory';

describe('the filters sheet under npm start', () => {
  it('opens and stays open when React mounts it twice, as strict mode does in development', async () => {
    const { store, router } = await createTestApp('/');
    const user = userEvent.setup();
    render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    );
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // The first mount's close event is a queued task: once a later task has run, it has arrived.
    await new Promise((resolve) => setTimeout(resolve));
    expect(sheet).toBeInTheDocument();
    expect(sheet).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: /^Show \d+ dishes$/ })).toBeVisible();
  });
});
