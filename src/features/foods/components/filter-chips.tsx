import buttons from '@/components/ui/button.module.css';
import { queryChips, type FilterSupport } from '../menu-filters';
import { MENU_QUERY, withoutFilters, type MenuQuery } from '../menu-query';
import styles from './menu-controls.module.css';

/** Each filter of the query, in the order of the panel, and why the list does not apply it, when it does not. */
const chipsOf = (query: MenuQuery, support: FilterSupport) =>
  queryChips(query).map((chip) => ({
    ...chip,
    notApplied: support[chip.param] ? undefined : MENU_QUERY[chip.param].filter?.needs?.notApplied,
  }));

/**
 * The active filters, each a button that removes it, and 'Clear filters'. A filter in the address
 * that this menu cannot apply keeps its chip and says why it is not applied: never a list emptied
 * for a reason the shopper cannot see.
 */
export function FilterChips({
  query,
  support,
  onChange,
}: {
  query: MenuQuery;
  support: FilterSupport;
  onChange: (query: MenuQuery) => void;
}) {
  const chips = chipsOf(query, support);
  if (!chips.length) return null;
  const notApplied = chips.filter((chip) => chip.notApplied);
  return (
    <div className={styles.active}>
      <ul className={styles.chips} aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              className={styles.chip}
              aria-label={`Remove ${chip.label}`}
              data-not-applied={chip.notApplied ? '' : undefined}
              onClick={() => onChange(chip.without)}
            >
              {chip.label}
              <svg aria-hidden="true" viewBox="0 0 16 16" className={styles.remove}>
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </button>
          </li>
        ))}
        <li>
          <ClearFilters query={query} onChange={onChange} />
        </li>
      </ul>
      {notApplied.map((chip) => (
        <p key={chip.label} className={styles.note}>
          Not applied: {chip.label} ({chip.notApplied}).
        </p>
      ))}
    </div>
  );
}

export function ClearFilters({
  query,
  onChange,
}: {
  query: MenuQuery;
  onChange: (query: MenuQuery) => void;
}) {
  return (
    <button
      type="button"
      className={`${buttons.button} ${buttons.secondary}`}
      onClick={() => onChange(withoutFilters(query))}
    >
      Clear filters
    </button>
  );
}
