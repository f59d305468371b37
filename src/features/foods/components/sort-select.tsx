import { MENU_SORTS, type MenuSort } from '../menu-query';
import styles from './menu-controls.module.css';

const RECOMMENDED = '';

/** The list's order: the server's ('Recommended') or one of the menu's sorts. A native select, phone-friendly. */
export function SortSelect({ sort, onChange }: { sort?: MenuSort; onChange: (sort?: MenuSort) => void }) {
  return (
    <label className={styles.sort}>
      <span>Sort by</span>
      <select
        value={sort ?? RECOMMENDED}
        onChange={(event) => onChange(MENU_SORTS.find((option) => option.id === event.target.value)?.id)}
      >
        <option value={RECOMMENDED}>Recommended</option>
        {MENU_SORTS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
