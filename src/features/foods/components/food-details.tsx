import { Link } from '@tanstack/react-router';
import buttons from '@/components/ui/button.module.css';
import { DishImage } from '@/components/ui/dish-image';
import { FavoriteHeart } from '@/components/ui/favorite-heart';
import { StarRating } from '@/components/ui/star-rating';
import type { Food } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import styles from './food-details.module.css';

interface FoodDetailsProps {
  food: Food;
  onAddToCart: (food: Food) => void;
}

export function FoodDetails({ food, onAddToCart }: FoodDetailsProps) {
  return (
    <article className={styles.details}>
      <DishImage className={styles.image} src={food.imageUrl} alt={food.name} width={400} height={300} />
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h1 className={styles.name}>{food.name}</h1>
          <FavoriteHeart favorite={food.favorite} />
        </div>
        <StarRating rating={food.stars} />
        {food.origins.length > 0 && (
          <p className={styles.origins}>
            <span className="visually-hidden">Origins: </span>
            {food.origins.join(' · ')}
          </p>
        )}
        {food.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {food.tags.map((tag) => (
              <li key={tag}>
                <Link to="/tag/$tag" params={{ tag }} className={styles.tag}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {food.cookTime && <p>Time to cook about {food.cookTime} minutes</p>}
        <p className={styles.price}>
          <span className="visually-hidden">Price: </span>
          {formatPrice(food.price)}
        </p>
        <button type="button" className={buttons.button} onClick={() => onAddToCart(food)}>
          Add to Cart
        </button>
      </div>
    </article>
  );
}
