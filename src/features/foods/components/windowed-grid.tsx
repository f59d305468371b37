import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * Items kept in the page beyond the screen, above and below, in whole rows (one at least): Tab and
 * Shift+Tab always land on an item that is there (focusing it scrolls the next row in), and a quick
 * scroll finds its rows ready. Four are one row of a desktop grid, or four one-item rows on a phone.
 */
const OVERSCAN_ITEMS = 4;

/** A row's height before any has been measured: a desktop dish card is about 22rem. */
const FIRST_ESTIMATE = 352;

interface GridLayout {
  /** The grid's own column count (its CSS decides), as the browser laid it out. */
  columns: number;
  rowGap: number;
  width: number;
  /** Where the list starts in the page: the rows' offsets in the window are counted from here. */
  top: number;
}

/**
 * Row heights measured in this tab, by list width and the items in the row. Back to a long list
 * restores its scroll position in pixels while the rows above it are not in the page: with their
 * real heights remembered, those pixels land on the same items.
 */
const measuredRows = new Map<string, number>();
const MAX_REMEMBERED_ROWS = 20_000;
/**
 * The mean measured row per list width, in whole pixels like the measurements (a fraction would
 * leave the list's end, and what lines up with it, a pixel apart from one visit to the next): the
 * estimate for a row never seen.
 */
const typicalRows = new Map<number, { total: number; count: number }>();

function rememberRow(key: string, width: number, size: number) {
  if (measuredRows.size >= MAX_REMEMBERED_ROWS) measuredRows.clear();
  measuredRows.set(key, size);
  const typical = typicalRows.get(width) ?? { total: 0, count: 0 };
  typicalRows.set(width, { total: typical.total + size, count: typical.count + 1 });
}

function typicalRow(width: number): number {
  const typical = typicalRows.get(width);
  return typical ? Math.round(typical.total / typical.count) : FIRST_ESTIMATE;
}

/**
 * The layout last read, for a list that comes back at the same window width: the router restores
 * the scroll position as the page commits, before an effect of ours could measure anything.
 */
let lastLayout: { windowWidth: number; layout: GridLayout } | null = null;

function readLayout(list: HTMLElement): GridLayout {
  const style = getComputedStyle(list);
  // The browser resolves repeat(auto-fill, …) into one length per column.
  const columns = style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px')).length;
  return {
    columns: Math.max(columns, 1),
    rowGap: Number.parseFloat(style.rowGap) || 0,
    width: list.clientWidth,
    top: Math.round(list.getBoundingClientRect().top + window.scrollY),
  };
}

const sameLayout = (a: GridLayout, b: GridLayout) =>
  a.columns === b.columns && a.rowGap === b.rowGap && a.width === b.width && a.top === b.top;

function useGridLayout(list: RefObject<HTMLUListElement | null>): GridLayout {
  const [layout, setLayout] = useState<GridLayout>(() =>
    lastLayout?.windowWidth === window.innerWidth
      ? lastLayout.layout
      : { columns: 1, rowGap: 0, width: 0, top: 0 },
  );
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      const next = readLayout(element);
      lastLayout = { windowWidth: window.innerWidth, layout: next };
      setLayout((current) => (sameLayout(current, next) ? current : next));
    };
    update();
    // jsdom lays nothing out and has no ResizeObserver: one column at the top stands there.
    if (typeof ResizeObserver === 'undefined') return;
    // The list's width sets its columns; anything above it growing (the tags arriving, the demo
    // panel opening) moves its top, and the body grows with it.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list]);
  return layout;
}

/**
 * The rows beyond the screen, for a list that replaces another (a tag, a search): none in the render
 * the shopper waits for, then, once that render is painted, the usual few. A third of a desktop
 * grid's new cards are off screen, and building them held back the paint of the rest. A grid's first
 * list keeps them from the start: a page opened (Back included) restores its scroll position, and
 * the 10,000-dish phone story then ended a few pixels from its baseline, a cause not yet pinned down.
 */
function useOverscanOnceShown(items: readonly unknown[], rows: number): number {
  const [shownList, setShownList] = useState(items);
  const justShown = shownList !== items;
  useEffect(() => {
    if (!justShown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task after the next frame: that frame has painted the rows on screen.
    const frame = requestAnimationFrame(() => {
      // A transition, rendered in slices: a tap meanwhile (the next tag) is not kept waiting.
      timer = setTimeout(() => startTransition(() => setShownList(items)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [justShown, items]);
  return justShown ? 0 : rows;
}

export interface WindowedGridProps<T> {
  items: readonly T[];
  /** How many of the items, from the first, are in the list. */
  shown: number;
  /** The list's name for assistive technology. */
  label: string;
  /** A CSS grid: its columns, as laid out, make the rows. */
  className: string;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * The first `shown` items as a list laid out by a CSS grid, windowed: only the rows on screen and a
 * few around them are in the page, so it stays small however far the shopper scrolls. The window
 * scrolls (the header and the page around the list scroll as ever); each row is measured as it
 * renders, and the space of the rows not rendered is padding above and below the ones that are.
 * It knows nothing of dishes, so its lazily loaded file shares none of the catalogue's.
 */
export function WindowedGrid<T>({
  items,
  shown,
  label,
  className,
  itemKey,
  renderItem,
}: WindowedGridProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const { columns, rowGap, width, top } = useGridLayout(list);
  // A row is known by its items, so a measurement stays with them when the list changes under it.
  const rowKey = useCallback(
    (row: number) => {
      const first = items[row * columns];
      const last = items[Math.min(shown, (row + 1) * columns) - 1];
      return `${width}:${first && itemKey(first)}:${last && itemKey(last)}`;
    },
    [items, shown, columns, width, itemKey],
  );
  const overscan = useOverscanOnceShown(items, Math.ceil(OVERSCAN_ITEMS / columns));
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(shown / columns),
    getItemKey: rowKey,
    estimateSize: (row) => measuredRows.get(rowKey(row)) ?? typicalRow(width),
    measureElement: (element, entry, instance) => {
      const row = instance.indexFromElement(element);
      const size = measureElement(element, entry, instance);
      // Nothing laid out (jsdom, a list not on screen) measures 0: the estimate stands.
      if (size <= 0) return instance.options.estimateSize(row);
      rememberRow(rowKey(row), width, size);
      return size;
    },
    // The first render already fills the window, so a restored scroll position has the page's full height.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    overscan,
    gap: rowGap,
    scrollMargin: top,
  });

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const above = first ? first.start - top : 0;
  const below = virtualizer.getTotalSize() - (last ? last.end - top : 0);
  return (
    <ul
      ref={list}
      className={className}
      aria-label={label}
      style={{ paddingTop: above, paddingBottom: below }}
    >
      {rows.flatMap((row) => {
        const from = row.index * columns;
        return items.slice(from, Math.min(shown, from + columns)).map((item, column) => (
          <li
            key={itemKey(item)}
            // Every item carries its row: all of a row's items are as tall as the row.
            data-index={row.index}
            ref={column === 0 ? virtualizer.measureElement : undefined}
            aria-posinset={from + column + 1}
            aria-setsize={shown}
          >
            {renderItem(item, from + column)}
          </li>
        ));
      })}
    </ul>
  );
}
