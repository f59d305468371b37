import { useId, useRef, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { choiceLimits, groupProblem, isSingleChoice, pricedChoices, ruleText } from '@contract/options';
import { unitPrice } from '@contract/order-line';
import { MAX_KITCHEN_NOTE } from '@contract/rules';
import type { ChosenOption, ChosenOptionInput, Food, OptionGroup } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import styles from './dish-order-form.module.css';

/** A line as the dish page adds it to the cart or saves it: the dish, its choices and its note. */
export interface DishLine {
  food: Food;
  options: ChosenOption[];
  note?: string;
}

interface DishOrderFormProps {
  food: Food;
  /** The line being edited (the cart's Edit): its choices and note filled in. */
  editing?: Pick<DishLine, 'options' | 'note'>;
  onSubmit: (line: DishLine) => void;
}

type Chosen = readonly ChosenOptionInput[];

const countIn = (chosen: Chosen, group: string) => chosen.filter((option) => option.group === group).length;

const isChosen = (chosen: Chosen, group: string, choice: string) =>
  chosen.some((option) => option.group === group && option.choice === choice);

/** The choices with `choice` of `group` picked or dropped: a single choice replaces the group's. */
function toggled(chosen: Chosen, group: OptionGroup, choice: string, on: boolean): Chosen {
  const others = chosen.filter(
    (option) => option.group !== group.name || (!isSingleChoice(group) && option.choice !== choice),
  );
  return on ? [...others, { group: group.name, choice }] : others;
}

interface GroupProps {
  group: OptionGroup;
  chosen: Chosen;
  error?: string;
  onChange: (next: Chosen) => void;
}

/** One group: radio buttons for a single choice, checkboxes for several, each with its extra price. */
function OptionGroupField({ group, chosen, error, onChange }: GroupProps) {
  const id = useId();
  const single = isSingleChoice(group);
  const full = !single && countIn(chosen, group.name) >= choiceLimits(group).max;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={`${id}-rule${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
      data-group={group.name}
    >
      <legend className={styles.legend}>{group.name}</legend>
      <p id={`${id}-rule`} className={styles.rule}>
        {ruleText(group)}
        {full && ' · the most this dish takes'}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      <ul className={styles.choices}>
        {group.choices.map((choice) => {
          const on = isChosen(chosen, group.name, choice.name);
          return (
            <li key={choice.name}>
              <label className={styles.choice}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={single ? id : undefined}
                  checked={on}
                  // At its maximum a group takes no other choice; one of its own can still be dropped.
                  disabled={full && !on}
                  onChange={(event) => onChange(toggled(chosen, group, choice.name, event.target.checked))}
                />
                <span className={styles.choiceName}>{choice.name}</span>
                {choice.price > 0 && <span className={styles.extra}>+{formatPrice(choice.price)}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The dish's option groups (extension), a note to the kitchen and 'Add to Cart' with the line's
 * price as it changes. A required group left unanswered is named, takes the focus, and nothing is
 * added; a dish without groups is added as it is (docs/product.md §2).
 */
export function DishOrderForm({ food, editing, onSubmit }: DishOrderFormProps) {
  const groups = food.optionGroups ?? [];
  const [chosen, setChosen] = useState<Chosen>(editing?.options ?? []);
  const [note, setNote] = useState(editing?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const noteId = useId();
  const priced = pricedChoices(food, chosen);
  const change = (next: Chosen) => {
    setChosen(next);
    // A group's message goes once the group is answered; the others stay until the next attempt.
    setErrors((shown) =>
      Object.fromEntries(
        Object.entries(shown).filter(([name]) => {
          const group = groups.find((each) => each.name === name);
          return group !== undefined && groupProblem(group, countIn(next, name)) !== null;
        }),
      ),
    );
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = Object.fromEntries(
      groups.flatMap((group) => {
        const problem = groupProblem(group, countIn(chosen, group.name));
        return problem ? [[group.name, problem]] : [];
      }),
    );
    setErrors(problems);
    const first = groups.find((group) => problems[group.name]);
    if (first) {
      // The first group that needs a choice takes the focus, on its first choice, with its message.
      const field = [...(form.current?.querySelectorAll<HTMLElement>('fieldset[data-group]') ?? [])].find(
        (fieldset) => fieldset.dataset.group === first.name,
      );
      field?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    const trimmed = note.trim();
    onSubmit({ food, options: priced, ...(trimmed ? { note: trimmed } : {}) });
  };
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={`Order ${food.name}`}>
      {groups.map((group) => (
        <OptionGroupField
          key={group.name}
          group={group}
          chosen={chosen}
          error={errors[group.name]}
          onChange={change}
        />
      ))}
      <div className={styles.noteField}>
        <label htmlFor={noteId} className={styles.legend}>
          Note to the kitchen <span className={styles.rule}>(optional)</span>
        </label>
        <textarea
          id={noteId}
          className={styles.note}
          value={note}
          maxLength={MAX_KITCHEN_NOTE}
          rows={2}
          placeholder="No onions, please"
          aria-describedby={`${noteId}-count`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${noteId}-count`} className={styles.rule}>
          {MAX_KITCHEN_NOTE - note.length} of {MAX_KITCHEN_NOTE} characters left
        </p>
      </div>
      {groups.length > 0 && (
        <p className={styles.linePrice} role="status">
          {`Your ${food.name}: ${formatPrice(unitPrice(food, priced))}`}
        </p>
      )}
      <button type="submit" className={buttons.button}>
        {editing ? 'Save changes' : 'Add to Cart'}
      </button>
    </form>
  );
}
