import { Fragment } from 'react';
import { DIETS, type Diet } from '@contract/dietary';
import styles from './diet-labels.module.css';

/** What a card shows in its little room; the full label is what a screen reader reads. */
const SHORT: Readonly<Record<Diet, string>> = {
  vegetarian: 'Veggie',
  vegan: 'Vegan',
  'gluten-free': 'GF',
};

interface DietLabelsProps {
  /** Absent when the server does not model diets; nothing is shown either way without one. */
  diets: readonly Diet[] | undefined;
  /** A card's small badges ('GF'), where a vegan dish's 'Vegetarian' goes without saying. */
  compact?: boolean;
}

/** The diets a dish suits, as labels, in the contract's order. */
export function DietLabels({ diets = [], compact = false }: DietLabelsProps) {
  const shown = DIETS.filter(
    ({ id }) => diets.includes(id) && !(compact && id === 'vegetarian' && diets.includes('vegan')),
  );
  if (shown.length === 0) return null;
  if (!compact) {
    return (
      <ul className={styles.labels} aria-label="Diets">
        {shown.map(({ id, label }) => (
          <li key={id} className={styles.label}>
            {label}
          </li>
        ))}
      </ul>
    );
  }
  // A line rather than a list: a card sits in the menu's list, where its items are the dishes.
  return (
    <p className={styles.compact}>
      <span className="visually-hidden">Diets: </span>
      {shown.map(({ id, label }, index) => (
        <Fragment key={id}>
          {index > 0 && <span className="visually-hidden">, </span>}
          {SHORT[id] === label ? (
            <span className={styles.label}>{label}</span>
          ) : (
            <span className={styles.label}>
              <span aria-hidden="true">{SHORT[id]}</span>
              <span className="visually-hidden">{label}</span>
            </span>
          )}
        </Fragment>
      ))}
    </p>
  );
}
