import { useLayoutEffect, useRef, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { dishCount } from '../dish-count';
import type { FilterSupport } from '../menu-filters';
import { withoutFilters, type MenuQuery } from '../menu-query';
import { FilterControls } from './filter-controls';
import styles from './menu-controls.module.css';

interface FilterSheetProps {
  query: MenuQuery;
  support: FilterSupport;
  tags: readonly string[];
  /** How many dishes a query would show. */
  countFor: (query: MenuQuery) => number;
  /** The filters chosen, applied at once: one step in the history, not one per tap. */
  onApply: (query: MenuQuery) => void;
  onClose: () => void;
}

/**
 * The filters on a phone: a modal sheet over the list (a native dialog: the page behind is inert,
 * Escape closes it), where the shopper picks and sees how many dishes that leaves before showing
 * them. Closed without 'Show N dishes', it changes nothing.
 */
export function FilterSheet({ query, support, tags, countFor, onApply, onClose }: FilterSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(query);
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const count = countFor(draft);
  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby="filter-sheet-title"
      // A close the sheet did not ask for is not the shopper's: React's strict mode in development
      // mounts it twice, and the first mount's close event arrives once the second has opened it.
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
      // Escape closes it as the browser's would, also for a key event no browser made (assistive tools).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.sheetHeader}>
        <h2 id="filter-sheet-title">Filters</h2>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onClose}>
          Close
        </button>
      </div>
      <div className={styles.sheetBody}>
        <FilterControls query={draft} onChange={setDraft} support={support} tags={tags} />
      </div>
      <div className={styles.sheetFooter}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={() => setDraft(withoutFilters(draft))}
        >
          Clear filters
        </button>
        <button type="button" className={buttons.button} onClick={() => onApply(draft)}>
          Show {dishCount(count)}
        </button>
      </div>
    </dialog>
  );
}
