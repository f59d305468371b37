import { Link, useLocation } from '@tanstack/react-router';
import type { FilterSupport } from '../menu-filters';
import type { MenuParam } from '../menu-params';
import { MENU_QUERY, MENU_QUERY_PARAMS, type MenuQuery, type MenuValue, type Needs } from '../menu-query';
import styles from './menu-controls.module.css';

const NONE = '';

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

/** Said in a control's place when this menu cannot apply its filter, instead of finding nothing. */
function Unavailable({ needs }: { needs: Needs }) {
  const returnUrl = useLocation({ select: (location) => location.href });
  return (
    <p className={styles.note}>
      {'login' in needs ? (
        <>
          <Link to="/login" search={{ returnUrl }}>
            Log in
          </Link>{' '}
          {needs.unavailable}
        </>
      ) : (
        needs.unavailable
      )}
    </p>
  );
}

interface ControlProps<Param extends MenuParam> {
  param: Param;
  query: MenuQuery;
  onChange: (query: MenuQuery) => void;
  available: boolean;
  tags: readonly string[];
}

/** The control of `param`'s filter, drawn as its entry in the menu's query says (menu-query.ts). */
function FilterControl<Param extends MenuParam>({
  param,
  query,
  onChange,
  available,
  tags,
}: ControlProps<Param>) {
  const { filter } = MENU_QUERY[param];
  if (!filter) return null;
  const { control, needs } = filter;
  const value = query[param];
  // A filter left out is undefined, which the address leaves out (src/utils/query-string.ts).
  const set = (next: MenuValue<Param> | undefined) => onChange({ ...query, [param]: next });
  const unavailable = available || !needs ? undefined : <Unavailable needs={needs} />;
  switch (control.kind) {
    case 'checkboxes': {
      const choices = control.choices(tags);
      if (!choices.length) return null;
      const boxes = choices.map((choice) => (
        <Checkbox
          key={choice.id}
          label={choice.label}
          checked={control.chosen(value, choice.id)}
          onChange={(on) => set(control.toggled(value, choice.id, on))}
        />
      ));
      return (
        <fieldset className={styles.group}>
          <legend>{control.legend}</legend>
          {unavailable ?? (control.columns ? <div className={styles.columns}>{boxes}</div> : boxes)}
        </fieldset>
      );
    }
    case 'select': {
      const options = control.options(value);
      return (
        unavailable ?? (
          <label className={styles.field}>
            <span>{control.label}</span>
            <select
              value={value === undefined ? NONE : String(value)}
              onChange={(event) => set(options.find((option) => String(option) === event.target.value))}
            >
              <option value={NONE}>{control.none}</option>
              {options.map((option) => (
                <option key={String(option)} value={String(option)}>
                  {control.describe(option)}
                </option>
              ))}
            </select>
          </label>
        )
      );
    }
    case 'toggle':
      return (
        unavailable ?? (
          <Checkbox
            label={control.label}
            checked={value === control.on}
            onChange={(on) => set(on ? control.on : undefined)}
          />
        )
      );
  }
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
  return (
    <div className={styles.controls}>
      {MENU_QUERY_PARAMS.map((param) => (
        <FilterControl
          key={param}
          param={param}
          query={query}
          onChange={onChange}
          available={support[param]}
          tags={tags}
        />
      ))}
    </div>
  );
}
