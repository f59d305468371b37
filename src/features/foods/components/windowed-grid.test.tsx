import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WindowedGrid } from './windowed-grid';

const letters = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

function Grid({ items }: { items: readonly string[] }) {
  return (
    <WindowedGrid
      items={items}
      shown={items.length}
      label="Letters"
      className="grid"
      itemKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
    />
  );
}

const shownItems = () =>
  within(screen.getByRole('list', { name: 'Letters' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// jsdom lays nothing out: one column of rows at their estimated height (352 px) in a 768 px window,
// so rows 1–3 are on screen and the four after them are the rows kept beyond it.
const ON_SCREEN = 3;
const WITH_ROWS_BEYOND = 7;

describe('WindowedGrid', () => {
  it('renders a list that replaces another with the rows on screen first, the rows beyond once painted', async () => {
    const { rerender } = render(<Grid items={letters(40, 'A')} />);
    expect(shownItems()).toEqual(letters(WITH_ROWS_BEYOND, 'A'));
    rerender(<Grid items={letters(40, 'B')} />);
    expect(shownItems()).toEqual(letters(ON_SCREEN, 'B'));
    await waitFor(() => expect(shownItems()).toEqual(letters(WITH_ROWS_BEYOND, 'B')));
    rerender(<Grid items={letters(40, 'C')} />);
    expect(shownItems()).toEqual(letters(ON_SCREEN, 'C'));
    await waitFor(() => expect(shownItems()).toEqual(letters(WITH_ROWS_BEYOND, 'C')));
  });

  it('keeps the rows beyond the screen while the list stays the same', () => {
    const items = letters(40, 'A');
    const { rerender } = render(<Grid items={items} />);
    rerender(<Grid items={items} />);
    expect(shownItems()).toEqual(letters(WITH_ROWS_BEYOND, 'A'));
  });
});
