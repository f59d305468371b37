import { allergenLabel, dietLabel } from '@contract/dietary';
import buttons from '@/components/ui/button.module.css';
import type { FilterSupport } from '../menu-filters';
import { priceLimit } from '../price-limit';
import { withoutFilters, type MenuQuery } from '../menu-query';
import styles from './menu-controls.module.css';

interface Chip {
  label: string;
  /** The query without this filter. */
  without: MenuQuery;
  /** Why the list does not apply it, when it does not. */
  notApplied?: string;
}

// A filter left out is undefined, which the address leaves out (src/utils/query-string.ts).
function dropped(query: MenuQuery, key: 'tag' | 'diet' | 'without', item: string): MenuQuery {
  const rest = (query[key] as string[] | undefined)?.filter((other) => other !== item) ?? [];
  return { ...query, [key]: rest.length ? rest : undefined };
}

const omit = (query: MenuQuery, key: 'maxPrice' | 'favourites'): MenuQuery => ({
  ...query,
  [key]: undefined,
});

/** Each filter of the query, in the order of the panel, as the shopper reads it. */
function chipsOf(query: MenuQuery, support: FilterSupport): Chip[] {
  return [
    ...(query.diet ?? []).map((diet) => ({
      label: dietLabel(diet),
      without: dropped(query, 'diet', diet),
      notApplied: support.diets ? undefined : 'this menu does not list diets',
    })),
    ...(query.without ?? []).map((allergen) => ({
      label: `Without ${allergenLabel(allergen)}`,
      without: dropped(query, 'without', allergen),
      notApplied: support.allergens ? undefined : 'this menu does not list allergens',
    })),
    ...(query.maxPrice === undefined
      ? []
      : [{ label: priceLimit(query.maxPrice), without: omit(query, 'maxPrice') }]),
    ...(query.favourites
      ? [
          {
            label: 'Favourites only',
            without: omit(query, 'favourites'),
            notApplied: support.favourites ? undefined : 'log in to see your favourites',
          },
        ]
      : []),
    ...(query.tag ?? []).map((tag) => ({ label: `Tag: ${tag}`, without: dropped(query, 'tag', tag) })),
  ];
}

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
