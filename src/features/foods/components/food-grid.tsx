import type { Food } from '@/types/api';
import { FoodCard } from './food-card';
import styles from './food-grid.module.css';

/** Roughly the first screenful on a desktop; images below it load lazily. */
const EAGER_CARDS = 4;

export function FoodGrid({ foods }: { foods: Food[] }) {
  return (
    <ul className={styles.grid} aria-label="Dishes">
      {foods.map((food, index) => (
        <li key={food.id} className={styles.item}>
          <FoodCard food={food} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
