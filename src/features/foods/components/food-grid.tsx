import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import type { Food } from '@contract/types';
import { FoodCard } from './food-card';
import styles from './food-grid.module.css';

/** Roughly the first screenful on a desktop; images below it load lazily. */
const EAGER_CARDS = 4;
/** A big menu grows on request, so thousands of dishes never sit in the page at once. */
export const GRID_PAGE_SIZE = 60;

/** The menu as a grid of dish cards, a page of them at a time, with 'Show more dishes' below. */
export function FoodGrid({ foods }: { foods: Food[] }) {
  const [shown, setShown] = useState(GRID_PAGE_SIZE);
  const visible = foods.length > shown ? foods.slice(0, shown) : foods;
  return (
    <>
      <ul className={styles.grid} aria-label="Dishes">
        {visible.map((food, index) => (
          <li key={food.id} className={styles.item}>
            <FoodCard food={food} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      {foods.length > shown && (
        <div className={styles.more}>
          <p aria-live="polite">
            Showing {shown} of {foods.length} dishes
          </p>
          <button
            type="button"
            className={buttons.button}
            onClick={() => setShown((count) => count + GRID_PAGE_SIZE)}
          >
            Show more dishes
          </button>
        </div>
      )}
    </>
  );
}
