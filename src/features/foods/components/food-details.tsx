import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { DishImage } from '@/components/ui/dish-image';
import { StarRating } from '@/components/ui/star-rating';
import type { Food } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import { FavouriteToggle } from '../favourites/favourite-toggle';
import { AllergenInfo } from './allergen-info';
import { DietLabels } from './diet-labels';
import { DishOrderForm, type DishLine } from './dish-order-form';
import styles from './food-details.module.css';

interface FoodDetailsProps {
  food: Food;
  /** Other dishes to suggest ('More like this'); none while the menu is not there. */
  related?: readonly Food[];
  /** The line being edited from the cart: its choices and note filled in, 'Save changes' for 'Add to Cart'. */
  editing?: Pick<DishLine, 'options' | 'note'>;
  onAddToCart: (line: DishLine) => void;
}

function MoreLikeThis({ dishes }: { dishes: readonly Food[] }) {
  const heading = useId();
  return (
    <section className={styles.more} aria-labelledby={heading}>
      <h2 id={heading} className={styles.moreHeading}>
        More like this
      </h2>
      <ul className={styles.moreList}>
        {dishes.map((dish) => (
          <li key={dish.id}>
            <Link to="/food/$id" params={{ id: dish.id }} className={styles.moreLink}>
              <DishImage className={styles.moreImage} src={dish.imageUrl} alt="" width={96} height={72} />
              <span className={styles.moreName}>{dish.name}</span>
              <span className={styles.morePrice}>
                <span className="visually-hidden">, </span>
                {formatPrice(dish.price)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A dish's page: picture, name, rating, origins, description, diets and allergens, tags, cooking time,
 * price, its options and a note to the kitchen, Add to Cart, and 'More like this'.
 */
export function FoodDetails({ food, related = [], editing, onAddToCart }: FoodDetailsProps) {
  return (
    <>
      <article className={styles.details}>
        <DishImage className={styles.image} src={food.imageUrl} alt={food.name} width={400} height={300} />
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <h1 className={styles.name}>{food.name}</h1>
            <FavouriteToggle food={food} />
          </div>
          <StarRating rating={food.stars} />
          {food.origins.length > 0 && (
            <p className={styles.origins}>
              <span className="visually-hidden">Origins: </span>
              {food.origins.join(' · ')}
            </p>
          )}
          {food.description && <p className={styles.description}>{food.description}</p>}
          <DietLabels diets={food.diets} />
          <AllergenInfo allergens={food.allergens} />
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
          <DishOrderForm food={food} editing={editing} onSubmit={onAddToCart} />
        </div>
      </article>
      {related.length > 0 && <MoreLikeThis dishes={related} />}
    </>
  );
}
