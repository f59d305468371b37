import type { ComponentProps, MouseEvent } from 'react';

/**
 * A button whose action is under way: it says so (`aria-busy`, `aria-disabled`, the disabled look)
 * and ignores presses until `busy` ends, but it is not `disabled`. A disabled button drops the
 * keyboard focus to the page, so a shopper who pressed it, or a screen reader, lost their place in
 * the form just as its answer came. A submit button's press is cancelled too, and with it the
 * browser's submission on Enter in a field, so a form is not sent twice.
 */
export function BusyButton({ busy, onClick, ...props }: ComponentProps<'button'> & { busy: boolean }) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button {...props} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={press} />
  );
}
