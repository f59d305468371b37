import { Link, useLocation } from '@tanstack/react-router';
import { ALLERGENS, DIETS } from '@contract/dietary';
import type { FilterSupport } from '../menu-filters';
import { priceLimit } from '../price-limit';
import type { MenuQuery } from '../menu-query';
import styles from './menu-controls.module.css';

/** The maximum prices offered, in dollars; one a link asks for besides these is offered too. */
const PRICE_STEPS = [5, 8, 10, 12, 15, 20, 25, 30];
const ANY_PRICE = '';

/** `list` with `item` in or out, in the order given: the address stays as the shopper built it. */
function toggled<T>(list: readonly T[] | undefined, item: T, on: boolean): T[] | undefined {
  const next = on ? [...(list ?? []), item] : (list ?? []).filter((other) => other !== item);
  return next.length ? next : undefined;
}

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

interface FilterControlsProps {
  query: MenuQuery;
  onChange: (query: MenuQuery) => void;
  support: FilterSupport;
  /** The tags a dish may also be asked to have (not the page's own tag). */
  tags: readonly string[];
}

/**
 * Every filter of the menu's lists, controlled: the page's panel on a desktop, the sheet's on a
 * phone. A filter this menu cannot apply says so in its place instead of finding nothing.
 */
export function FilterControls({ query, onChange, support, tags }: FilterControlsProps) {
  // A filter left out is undefined, which the address leaves out (src/utils/query-string.ts).
  const set = (changes: Partial<MenuQuery>) => onChange({ ...query, ...changes });
  const returnUrl = useLocation({ select: (location) => location.href });
  const prices = [
    ...new Set([...PRICE_STEPS, ...(query.maxPrice === undefined ? [] : [query.maxPrice])]),
  ].sort((a, b) => a - b);
  return (
    <div className={styles.controls}>
      <fieldset className={styles.group}>
        <legend>Diet</legend>
        {support.diets ? (
          DIETS.map((diet) => (
            <Checkbox
              key={diet.id}
              label={diet.label}
              checked={query.diet?.includes(diet.id) ?? false}
              onChange={(on) => set({ diet: toggled(query.diet, diet.id, on) })}
            />
          ))
        ) : (
          <p className={styles.note}>Diet filters are not available for this menu.</p>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Without</legend>
        {support.allergens ? (
          <div className={styles.columns}>
            {ALLERGENS.map((allergen) => (
              <Checkbox
                key={allergen.id}
                label={allergen.label}
                checked={query.without?.includes(allergen.id) ?? false}
                onChange={(on) => set({ without: toggled(query.without, allergen.id, on) })}
              />
            ))}
          </div>
        ) : (
          <p className={styles.note}>Allergen filters are not available for this menu.</p>
        )}
      </fieldset>
      <label className={styles.field}>
        <span>Maximum price</span>
        <select
          value={query.maxPrice === undefined ? ANY_PRICE : String(query.maxPrice)}
          onChange={(event) =>
            set({ maxPrice: event.target.value === ANY_PRICE ? undefined : Number(event.target.value) })
          }
        >
          <option value={ANY_PRICE}>Any price</option>
          {prices.map((price) => (
            <option key={price} value={String(price)}>
              {priceLimit(price)}
            </option>
          ))}
        </select>
      </label>
      {support.favourites ? (
        <Checkbox
          label="Favourites only"
          checked={query.favourites === 1}
          onChange={(on) => set({ favourites: on ? 1 : undefined })}
        />
      ) : (
        <p className={styles.note}>
          <Link to="/login" search={{ returnUrl }}>
            Log in
          </Link>{' '}
          to see only your favourites.
        </p>
      )}
      {tags.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Tags</legend>
          <div className={styles.columns}>
            {tags.map((tag) => (
              <Checkbox
                key={tag}
                label={tag}
                checked={query.tag?.includes(tag) ?? false}
                onChange={(on) => set({ tag: toggled(query.tag, tag, on) })}
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
