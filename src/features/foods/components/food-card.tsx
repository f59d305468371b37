import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { DishImage } from '@/components/ui/dish-image';
import { StarRating } from '@/components/ui/star-rating';
import type { Food } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import { FavouriteToggle } from '../favourites/favourite-toggle';
import { DietLabels } from './diet-labels';
import styles from './food-card.module.css';

interface FoodCardProps {
  food: Food;
  /**
   * Cards in the first screenful load their image at once and first (the largest paint waits on it);
   * the rest wait until scrolled near.
   */
  eager?: boolean;
}

/** A dish on the menu: picture, name (a link to its page), favourite heart, rating, origins, diets, cooking time and price. */
export const FoodCard = memo(function FoodCard({ food, eager = false }: FoodCardProps) {
  return (
    <article className={styles.card}>
      <DishImage
        className={styles.image}
        src={food.imageUrl}
        alt={food.name}
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h2 className={styles.name}>
            <Link to="/food/$id" params={{ id: food.id }} className={styles.link}>
              {food.name}
            </Link>
          </h2>
          <FavouriteToggle food={food} />
        </div>
        <StarRating rating={food.stars} />
        {food.origins.length > 0 && <p className={styles.origins}>{food.origins.join(' · ')}</p>}
        <DietLabels diets={food.diets} compact />
        <div className={styles.footer}>
          {food.cookTime && (
            <span className={styles.time}>
              <ClockIcon /> {food.cookTime} min
            </span>
          )}
          <span className={styles.price}>{formatPrice(food.price)}</span>
        </div>
      </div>
    </article>
  );
});

/** A clock: a dish's cooking time. */
export function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.clock} aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
