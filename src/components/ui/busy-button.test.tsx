import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button';

function Form({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Email <input name="email" />
      </label>
      <BusyButton type="submit" busy={busy}>
        Login
      </BusyButton>
    </form>
  );
}

describe('BusyButton', () => {
  it('acts on a press while not busy, and says nothing of being busy', async () => {
    const pressed = vi.fn();
    render(
      <BusyButton type="button" busy={false} onClick={pressed}>
        Pay now
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('ignores presses while busy, says so, and keeps the focus the press gave it', async () => {
    const pressed = vi.fn();
    const { rerender } = render(
      <BusyButton type="button" busy={false} onClick={pressed}>
        Pay now
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.click(button);
    rerender(
      <BusyButton type="button" busy onClick={pressed}>
        Pay now
      </BusyButton>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('sends its form once: neither a press nor Enter in a field sends it again while busy', async () => {
    const submitted = vi.fn();
    const { rerender } = render(<Form busy={false} onSubmit={submitted} />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);

    rerender(<Form busy onSubmit={submitted} />);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(submitted).toHaveBeenCalledTimes(1);

    rerender(<Form busy={false} onSubmit={submitted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(submitted).toHaveBeenCalledTimes(2);
  });
});
